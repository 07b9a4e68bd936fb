import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

interface ComposeService {
  image?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: unknown };
  volumes?: string[];
}

const compose = parse(readFileSync(path.join(__dirname, '../../docker/docker-compose.yml'), 'utf8')) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};

describe('docker/docker-compose.yml', () => {
  const { postgres, app } = compose.services;

  it("points the app's DATABASE_URL at the postgres service's host, port, database and user", () => {
    const url = new URL(app.environment!.DATABASE_URL);
    expect(url.hostname).toBe('postgres');
    // The official image listens on 5432 inside the compose network.
    expect(url.port || '5432').toBe('5432');
    expect(url.pathname.slice(1)).toBe(postgres.environment!.POSTGRES_DB);
    expect(decodeURIComponent(url.username)).toBe(postgres.environment!.POSTGRES_USER);
    expect(decodeURIComponent(url.password)).toBe(postgres.environment!.POSTGRES_PASSWORD);
  });

  it('waits for a healthy database and keeps its data in a named volume', () => {
    expect(app.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(postgres.healthcheck?.test).toBeDefined();
    expect(postgres.image).toMatch(/^postgres:\d+/);
    const volume = postgres.volumes?.[0]?.split(':')[0];
    expect(volume && compose.volumes).toHaveProperty(volume!);
  });

  it('runs the app as a non-root user with production dependencies only', () => {
    const dockerfile = readFileSync(path.join(__dirname, '../../docker/Dockerfile'), 'utf8');
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('FROM '));
    expect(runtime).toMatch(/npm ci --omit=dev/);
    expect(runtime).toMatch(/^USER (?!root)\w+/m);
  });
});
