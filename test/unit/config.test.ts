import { ConfigError, loadConfig } from '../../src/config';

describe('loadConfig', () => {
  it('has working defaults and freezes the result', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBeNull();
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.introspection).toBe(true);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be an integer/],
    [{ PORT: '70000' }, /PORT must be between/],
    [{ DATABASE_URL: 'mysql://x@y/z' }, /postgres:\/\//],
    [{ DATABASE_URL: 'not a url' }, /not a valid URL/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV must be one of/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ INTROSPECTION: 'maybe' }, /INTROSPECTION must be true or false/],
    [{ CORS_ORIGINS: 'example.com' }, /CORS_ORIGINS/],
  ])('rejects %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads production mode, introspection switch and CORS list', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      INTROSPECTION: 'false',
      CORS_ORIGINS: 'https://a.example, http://localhost:3000',
      DATABASE_URL: 'postgres://u:p@db:5432/rigbase',
    });
    expect(config.isProduction).toBe(true);
    expect(config.introspection).toBe(false);
    expect(config.corsOrigins).toEqual(['https://a.example', 'http://localhost:3000']);
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/rigbase');
  });
});
