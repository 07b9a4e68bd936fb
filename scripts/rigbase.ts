#!/usr/bin/env node
/**
 * `rigbase <command>`: the built command-line tools behind one `bin` (package.json), so a
 * deployment or a shell runs them without npm or a TypeScript build (`npm run apikey`
 * rebuilds first, for development). Each command is its own script in this folder; it is
 * loaded with the arguments after the command name, as if started directly.
 */
const COMMANDS = {
  serve: { file: '../src/index', what: 'start the API server (what npm start runs, without building)' },
  migrate: {
    file: './migrate',
    what: 'apply pending migrations (--seed: and seed an empty catalog; --revert)',
  },
  seed: { file: './seed', what: 'upsert the seed knowledge base (idempotent)' },
  import: { file: './import', what: 'import a CSV or JSON file of parts, all rows or none' },
  'import:datasets': { file: './import-datasets', what: 'import the open datasets in data/datasets' },
  export: { file: './export', what: 'export a kind of part as CSV or JSON' },
  apikey: { file: './apikey', what: 'create, list and revoke API keys' },
  mcp: { file: './mcp', what: 'the MCP server on stdio, for LLM clients' },
} as const;
type Command = keyof typeof COMMANDS;

function usage(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length));
  const lines = Object.entries(COMMANDS).map(([name, { what }]) => `  ${name.padEnd(width)}  ${what}`);
  return `usage: rigbase <command> [options]\n\ncommands:\n${lines.join('\n')}\n`;
}

const [command, ...rest] = process.argv.slice(2);
if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
  // Help goes to stderr: stdout stays clean for commands whose output is data (export, mcp).
  process.stderr.write(usage());
  process.exit(command === undefined ? 2 : 0);
} else if (!Object.hasOwn(COMMANDS, command)) {
  process.stderr.write(`rigbase: unknown command "${command}"\n${usage()}`);
  process.exit(2);
} else {
  const { file } = COMMANDS[command as Command];
  const script = require.resolve(file);
  process.argv = [process.argv[0], script, ...rest];
  require(script);
}
