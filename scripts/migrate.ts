import { fail, withCliDatabase } from './cli-database';

/** `npm run migrate` applies pending migrations; `npm run migrate:revert` undoes the last one. */
async function main() {
  const revert = process.argv.includes('--revert');
  await withCliDatabase(async ({ dataSource }) => {
    if (revert) {
      await dataSource.undoLastMigration({ transaction: 'each' });
      process.stdout.write('reverted the last migration\n');
    } else {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      process.stdout.write(
        applied.length ? `applied: ${applied.map((m) => m.name).join(', ')}\n` : 'no pending migrations\n',
      );
    }
  });
}

main().catch((error: unknown) => fail(`migrate failed: ${(error as Error).message}`));
