import { seedSet } from '../seeds/data';
import { prepareDatabase } from '../src/catalog/prepare-database';
import { APP_ROLE } from '../src/embedded-postgres/embedded-postgres';
import { fail, withCliDatabase } from './cli-database';

const USAGE = `usage: rigbase migrate [--seed | --revert]
  (no option)  apply pending migrations
  --seed       apply pending migrations, then seed an empty catalog and import the open
               datasets (SEED_DATASETS=false leaves them out): the one-shot job before replicas start
  --revert     undo the last migration`;

/**
 * `npm run migrate` (or `node dist/scripts/migrate.js` in a deploy job, before the service
 * starts): applies pending migrations as the schema's owner and grants the service's role
 * (DATABASE_URL's user, or the embedded cluster's rigbase_app) row access; `--seed` also
 * fills an empty catalog, as `npm start` does on its first start. All of it under the same
 * advisory lock the service takes on start, so it can run beside replicas that are
 * starting; replicas a deploy job migrates start with MIGRATE_ON_START=false.
 * `npm run migrate:revert` (`--revert`) undoes the last migration.
 */
async function main() {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => !['--seed', '--revert'].includes(arg));
  if (unknown.length) fail(`unknown option ${unknown.join(' ')}\n${USAGE}`);
  const revert = args.includes('--revert');
  const seed = args.includes('--seed');
  if (revert && seed) fail(`--seed and --revert do not go together\n${USAGE}`);
  await withCliDatabase(async ({ dataSource }, config, log) => {
    if (revert) {
      await dataSource.undoLastMigration({ transaction: 'each' });
      process.stdout.write('reverted the last migration\n');
      return;
    }
    const pending = await dataSource.showMigrations();
    await prepareDatabase(dataSource, log, {
      seeds: seed ? seedSet : null,
      datasets: config.seedDatasets,
      grantTo: config.databaseUrl ? decodeURIComponent(new URL(config.databaseUrl).username) : APP_ROLE,
    });
    if (seed) process.stdout.write('migrated; the catalog is seeded\n');
    else process.stdout.write(pending ? 'migrations applied\n' : 'no pending migrations\n');
  });
}

main().catch((error: unknown) => fail(`migrate failed: ${(error as Error).message}`));
