import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, loadEnvFile } from '../../src/config';
import { CONFIG_VARIABLES, renderEnvExample, withConfigTable } from '../../src/config-variables';

/**
 * src/config-variables.ts declares every variable once; these tests keep the declaration,
 * what loadConfig reads, and the generated .env.example and docs table the same.
 */
const ROOT = path.join(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The names loadConfig looks up in an environment that sets `set`. */
function namesRead(set: Record<string, string> = {}): Set<string> {
  const names = new Set<string>();
  const env = new Proxy(set, {
    get(target, name) {
      if (typeof name === 'string') names.add(name);
      return target[name as string];
    },
  });
  loadConfig(env);
  return names;
}

describe('the declared configuration variables', () => {
  it('are exactly the ones loadConfig reads, each declared once', () => {
    const declared = CONFIG_VARIABLES.map((v) => v.name);
    expect(new Set(declared).size).toBe(declared.length);
    const everyValueSet = Object.fromEntries(
      CONFIG_VARIABLES.map((v) => [v.name, v.default ?? v.example ?? '']).filter(([, value]) => value !== ''),
    );
    const readNames = new Set([...namesRead(), ...namesRead(everyValueSet)]);
    expect([...readNames].sort()).toEqual([...declared].sort());
  });

  it("declare loadConfig's defaults", () => {
    const defaults = loadConfig({}) as unknown as Record<string, unknown>;
    for (const variable of CONFIG_VARIABLES.filter((v) => v.field)) {
      const value = defaults[variable.field!];
      const shown = Array.isArray(value) && value.length === 0 ? null : value === null ? null : String(value);
      expect([variable.name, shown]).toEqual([variable.name, variable.default]);
    }
    expect(loadConfig({}).dataDir).toBe(
      path.resolve(CONFIG_VARIABLES.find((v) => v.name === 'RIGBASE_DATA_DIR')!.default!),
    );
  });

  it('give values loadConfig accepts: every default and example, and .env.example uncommented whole', () => {
    const exampleOf = (name: string) => CONFIG_VARIABLES.find((v) => v.name === name)?.example ?? '';
    for (const variable of CONFIG_VARIABLES) {
      const beside = Object.fromEntries((variable.requires ?? []).map((name) => [name, exampleOf(name)]));
      for (const value of [variable.default, variable.example]) {
        if (value !== null && value !== undefined)
          expect(() => loadConfig({ ...beside, [variable.name]: value })).not.toThrow();
      }
    }
    const uncommented = Object.fromEntries(
      [...read('.env.example').matchAll(/^# ([A-Z_]+)=(.*)$/gm)].map((match) => [match[1], match[2]]),
    );
    expect(Object.keys(uncommented).sort()).toEqual(CONFIG_VARIABLES.map((v) => v.name).sort());
    expect(() => loadConfig(uncommented)).not.toThrow();
  });

  it('are what .env.example and the table in docs/configuration.md say (npm run codegen writes both)', () => {
    expect(read('.env.example')).toBe(renderEnvExample());
    const docs = read('docs/configuration.md');
    expect(withConfigTable(docs)).toBe(docs);
    for (const variable of CONFIG_VARIABLES) expect(docs).toContain(`| \`${variable.name}\``);
  });
});

describe('.env', () => {
  it('is read into the environment outside tests, without overriding what is already set', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rigbase-env-'));
    const file = path.join(dir, '.env');
    writeFileSync(file, 'RIGBASE_ENV_TEST_NEW=from-file\nRIGBASE_ENV_TEST_SET=from-file\n');
    try {
      const testRun: Record<string, string | undefined> = { NODE_ENV: 'test' };
      loadEnvFile(file, testRun);
      expect(testRun).toEqual({ NODE_ENV: 'test' });
      const env: Record<string, string | undefined> = { RIGBASE_ENV_TEST_SET: 'from-environment' };
      loadEnvFile(file, env);
      expect(env).toEqual({ RIGBASE_ENV_TEST_NEW: 'from-file', RIGBASE_ENV_TEST_SET: 'from-environment' });
      expect(() => loadEnvFile(path.join(dir, 'missing.env'), {})).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
