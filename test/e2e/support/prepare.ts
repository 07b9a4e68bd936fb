import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import Chromium from '@sparticuz/chromium';

const ROOT = path.join(__dirname, '../../..');
const OUTPUT = path.join(ROOT, 'dist/web/index.html');
const INPUTS = [
  path.join(ROOT, 'src/web/app'),
  path.join(ROOT, 'src/web/vite.config.mts'),
  path.join(ROOT, 'package-lock.json'),
];

function newestMtimeMs(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtimeMs(path.join(target, entry))),
    stat.mtimeMs,
  );
}

/**
 * Builds the planner page into dist/web (what `npm start` does) unless the build is newer
 * than every source of it. The browser tests serve that build from the real server process.
 */
export async function buildWebPageIfStale(): Promise<void> {
  if (existsSync(OUTPUT) && statSync(OUTPUT).mtimeMs >= Math.max(...INPUTS.map(newestMtimeMs))) return;
  // In a child process, not waited on synchronously: the test setup starts Postgres meanwhile.
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    [
      path.join(path.dirname(require.resolve('vite/package.json')), 'bin/vite.js'),
      'build',
      '--config',
      'src/web/vite.config.mts',
      '--logLevel',
      'warn',
    ],
    { cwd: ROOT },
  );
  process.stdout.write(stdout);
  process.stderr.write(stderr);
}

/**
 * What the browser tests need before any of them starts: the page built, and Chromium
 * unpacked to the temp directory. The package unpacks on first use and afterwards trusts any
 * file at that path, so parallel test files must not be the first to ask.
 */
export async function prepareBrowserTests(): Promise<void> {
  await buildWebPageIfStale();
  await Chromium.executablePath();
}
