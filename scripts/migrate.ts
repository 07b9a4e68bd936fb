import { loadConfig } from '../src/config';
import { prepareDatabase } from '../src/db/prepare';
import { createLogger } from '../src/logger';
import { fail, withCliDatabase } from './cli-database';

const USAGE = `usage: rigbase migrate [--seed | --revert]
  (no option)  apply pending migrations
  --seed       apply pending migrations, then seed an empty catalog and import the open
               datasets (SEED_DATASETS=false leaves them out): the one-shot job before replicas start
  --revert     undo the last migration`;

/**
 * `npm run migrate` applies pending migrations; `npm run migrate:revert` undoes the last one;
 * `--seed` also fills an empty catalog, as `npm start` does on its first start (deployments
 * run it once as a job, then start replicas with SEED_ON_START=false).
 */
async function main() {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => !['--seed', '--revert'].includes(arg));
  if (unknown.length) fail(`unknown option ${unknown.join(' ')}\n${USAGE}`);
  const revert = args.includes('--revert');
  const seed = args.includes('--seed');
  if (revert && seed) fail(`--seed and --revert do not go together\n${USAGE}`);
  await withCliDatabase(async ({ dataSource }) => {
    if (revert) {
      await dataSource.undoLastMigration({ transaction: 'each' });
      process.stdout.write('reverted the last migration\n');
    } else if (seed) {
      const config = loadConfig();
      const log = createLogger({ logLevel: process.env.LOG_LEVEL ? config.logLevel : 'info' });
      await prepareDatabase(dataSource, log, { seed: true, datasets: config.seedDatasets });
      process.stdout.write('migrated; the catalog is seeded\n');
    } else {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      process.stdout.write(
        applied.length ? `applied: ${applied.map((m) => m.name).join(', ')}\n` : 'no pending migrations\n',
      );
    }
  });
}

main().catch((error: unknown) => fail(`migrate failed: ${(error as Error).message}`));
