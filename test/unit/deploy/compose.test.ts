import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../../src/config';
import { ROOT, interpolate, repoFile, yamlDocuments } from './deploy-files';

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: unknown };
  volumes?: string[];
  ports?: string[];
  expose?: string[];
  restart?: string;
  deploy?: { replicas?: number };
}

const FILE = 'docker/docker-compose.yml';
const raw = yamlDocuments(FILE)[0] as { services: Record<string, ComposeService>; volumes: object };
/** What `openssl rand -hex 24` makes (hex needs no escaping inside DATABASE_URL). */
const ENV = { POSTGRES_PASSWORD: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822c' };
const compose = interpolate(raw, ENV);
const { postgres, migrate, app, proxy } = compose.services;

describe('docker/docker-compose.yml', () => {
  it('refuses to start without a database password instead of shipping a default one', () => {
    expect(() => interpolate(raw, {})).toThrow(/POSTGRES_PASSWORD/);
    expect(repoFile(FILE)).not.toMatch(/POSTGRES_PASSWORD:\s*rigbase/);
  });

  it("points every rigbase container's DATABASE_URL at the postgres service's host, database and user", () => {
    for (const service of [migrate, app]) {
      const url = new URL(service.environment!.DATABASE_URL);
      expect(url.hostname).toBe('postgres');
      // The official image listens on 5432 inside the compose network.
      expect(url.port || '5432').toBe('5432');
      expect(url.pathname.slice(1)).toBe(postgres.environment!.POSTGRES_DB);
      expect(decodeURIComponent(url.username)).toBe(postgres.environment!.POSTGRES_USER);
      expect(postgres.environment!.POSTGRES_PASSWORD).toBe(ENV.POSTGRES_PASSWORD);
    }
  });

  it('keeps Postgres off the host: no published port, data in a named volume, healthchecked', () => {
    expect(postgres.ports).toBeUndefined();
    expect(postgres.image).toMatch(/^postgres:\d+/);
    expect(postgres.healthcheck?.test).toBeDefined();
    const volume = postgres.volumes?.[0]?.split(':')[0];
    expect(compose.volumes).toHaveProperty(volume!);
  });

  it('migrates once before the replicas start, with the migrate CLI of the same image', () => {
    expect(migrate.command).toEqual(['node', 'dist/scripts/migrate.js', '--seed']);
    expect(existsSync(path.join(ROOT, 'scripts/migrate.ts'))).toBe(true);
    expect(migrate.restart).toBe('no');
    expect(migrate.build).toEqual(app.build);
    expect(migrate.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(app.depends_on?.migrate?.condition).toBe('service_completed_successfully');
    expect(app.depends_on?.postgres?.condition).toBe('service_healthy');
  });

  it('runs several API replicas behind the proxy, sharing budgets in Postgres, with no host port each', () => {
    expect(app.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(app.ports).toBeUndefined();
    expect(app.environment).toMatchObject({ RATE_LIMIT_STORE: 'postgres', SEED_ON_START: 'false' });
    expect(proxy.image).toMatch(/^nginx:\d/);
    expect(proxy.ports).toHaveLength(1);
    expect(proxy.depends_on?.app?.condition).toBe('service_healthy');
    // The proxy reaches the replicas at the port they listen on, through Docker's DNS.
    const nginx = repoFile('docker/nginx.conf');
    expect(nginx).toContain(`server app:${app.environment!.PORT} resolve;`);
    expect(nginx).toMatch(/resolver 127\.0\.0\.11/);
    expect(proxy.volumes).toContain('./nginx.conf:/etc/nginx/conf.d/default.conf:ro');
    // Metrics stay inside the network.
    expect(nginx).toMatch(/location = \/metrics \{\s*return 404;/);
  });

  it('restarts the long-running services', () => {
    for (const name of ['postgres', 'app', 'proxy']) {
      expect([name, compose.services[name].restart]).toEqual([name, 'unless-stopped']);
    }
  });

  it('sets only variables the server accepts, with values it accepts', () => {
    for (const service of [migrate, app]) expect(() => loadConfig(service.environment)).not.toThrow();
  });
});
