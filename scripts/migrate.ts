import { seedSet } from '../seeds/data';
import { prepareDatabase } from '../src/catalog/prepare-database';
import { APP_ROLE } from '../src/embedded-postgres/embedded-postgres';
import { fail, withCliDatabase } from './cli-database';

/**
 * `npm run migrate` (or `node dist/scripts/migrate.js` in a deploy job, before the service
 * starts): applies pending migrations as the schema's owner, seeds an empty catalog when
 * SEED_ON_START allows it, and grants the service's role (DATABASE_URL's user, or the
 * embedded cluster's rigbase_app) row access, all under the same advisory lock the service
 * takes on start, so it can run beside replicas that are starting. Replicas a deploy job
 * migrates can then start with MIGRATE_ON_START=false. `npm run migrate:revert` undoes the
 * last migration.
 */
async function main() {
  const revert = process.argv.includes('--revert');
  await withCliDatabase(async ({ dataSource }, config, log) => {
    if (revert) {
      await dataSource.undoLastMigration({ transaction: 'each' });
      process.stdout.write('reverted the last migration\n');
      return;
    }
    const pending = await dataSource.showMigrations();
    await prepareDatabase(dataSource, log, {
      seeds: config.seedOnStart ? seedSet : null,
      datasets: config.seedDatasets,
      grantTo: config.databaseUrl ? decodeURIComponent(new URL(config.databaseUrl).username) : APP_ROLE,
    });
    process.stdout.write(pending ? 'migrations applied\n' : 'no pending migrations\n');
  });
}

main().catch((error: unknown) => fail(`migrate failed: ${(error as Error).message}`));
