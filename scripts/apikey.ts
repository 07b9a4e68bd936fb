import { dbOf } from '../src/db/pool';
import { AuthService, ROLES, type Role } from '../src/services/auth.service';
import { describeFailure, fail, withCliDatabase } from './cli-database';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

const USAGE = `usage:
  rigbase apikey create --role ${ROLES.join('|')} --name "label"   prints the key once
  rigbase apikey list
  rigbase apikey revoke <id>
(from a checkout: npm run apikey -- <command>)`;

/** What is wrong with a `create` command line, or null; checked before the database is opened. */
function createProblem(role: string | undefined, name: string | undefined): string | null {
  if (role === undefined) return `--role is required: one of ${ROLES.join(', ')}`;
  if (!ROLES.includes(role.toUpperCase() as Role)) {
    return `unknown role "${role}"; the roles are ${ROLES.join(', ')} (EDITOR edits the catalog, ADMIN also deletes and manages keys)`;
  }
  if (!name?.trim())
    return '--name is required: a label that says whose key it is, e.g. --name "catalog curator"';
  return null;
}

/** Key management from a shell on the server (the operator is trusted; changes are audited as "cli"). */
async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'create') {
    const problem = createProblem(option(args, '--role'), option(args, '--name'));
    if (problem) fail(`apikey create: ${problem}\n${USAGE}`);
  } else if (command === 'revoke') {
    const id = Number(args[0]);
    if (!Number.isInteger(id) || id < 1) {
      fail(
        `apikey revoke: the key id must be a positive whole number (apikey list shows them), got "${args[0] ?? ''}"\n${USAGE}`,
      );
    }
  } else if (command !== 'list') {
    fail(command ? `apikey: unknown command "${command}"\n${USAGE}` : USAGE);
  }
  await withCliDatabase(async ({ dataSource }) => {
    await dataSource.runMigrations({ transaction: 'each' });
    if (command === 'create') {
      const role = option(args, '--role')!.toUpperCase() as Role;
      const name = option(args, '--name')!.trim();
      const created = await dbOf(dataSource).transaction((tx) => AuthService.createKey(tx, name, role, null));
      process.stdout.write(
        `created key ${created.id} (${created.role}, "${created.name}"). Store it now; it is not shown again:\n${created.key}\n`,
      );
    } else if (command === 'list') {
      for (const key of await AuthService.listKeys(dataSource)) {
        process.stdout.write(
          `${key.id}\t${key.role}\t${key.prefix}…\t${key.revokedAt ? `revoked ${key.revokedAt}` : 'active'}\t${key.name}\n`,
        );
      }
    } else {
      const id = Number(args[0]);
      const revoked = await dbOf(dataSource).transaction((tx) => AuthService.revokeKey(tx, id, null));
      process.stdout.write(revoked ? `revoked key ${id}\n` : `key ${id} was already revoked\n`);
    }
  });
}

main().catch((error: unknown) => fail(`apikey failed: ${describeFailure(error)}`));
