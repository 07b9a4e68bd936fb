import { isDeepStrictEqual } from 'node:util';
import type { ApolloServer } from '@apollo/server';
import { Pool } from 'pg';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { createServer } from '../src/server';
import { startFloorApollo } from './apollo-floor';
import { benchDataSource, openBenchPostgres, prepareX1 } from './database';
import { flagValue } from './options';
import { FLOOR_SCENARIOS, scenarioById, type ScenarioId } from './scenarios';
import { progress } from './stats';

/**
 * `npm run bench:cpu -- [S1,S2] [--requests 4000] [--repeats 5] [--executor jit|graphql-js]
 * [--only rigbase|floor]`:
 * the CPU one operation costs rigbase (response cache off) and the Apollo floor
 * (bench/apollo-floor.ts), both in this one process through Apollo's executeOperation, so
 * neither HTTP nor the load generator is in the figure: what is left is Apollo's pipeline,
 * the executor, the resolvers, the pg client and the answer. Each repeat runs `requests`
 * operations, 8 in flight, and reads process.cpuUsage; the two alternate repeat by repeat.
 * Steadier than the HTTP bench on a shared machine (the figures are this process's CPU
 * only), but the machine's load still moves them: compare contestants of one run.
 */

const IN_FLIGHT = 8;
const WARM_UP_REQUESTS = 500;

type Execute = () => Promise<unknown>;

async function cpuUsPerOperation(run: Execute, requests: number): Promise<number> {
  const before = process.cpuUsage();
  let left = requests;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (left-- > 0) await run();
    }),
  );
  const used = process.cpuUsage(before);
  return (used.user + used.system) / requests;
}

/** The `data` and `errors` of a single result (what the HTTP answer carries). */
async function answerOf(apollo: ApolloServer, query: string, variables: Record<string, unknown>) {
  const response = await apollo.executeOperation({ query, variables }, { contextValue: {} });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return response.body.singleResult;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const args = process.argv.slice(2);
  const ids = (args.find((a) => /^S\d(,S\d)*$/.test(a)) ?? 'S1,S2').split(',') as ScenarioId[];
  const unknown = ids.filter((id) => !FLOOR_SCENARIOS.includes(id));
  if (unknown.length) throw new Error(`the floor answers ${FLOOR_SCENARIOS.join(', ')} only, not ${unknown}`);
  const requests = Number(flagValue(args, '--requests') ?? 4000);
  const repeats = Number(flagValue(args, '--repeats') ?? 5);
  const executor = flagValue(args, '--executor') === 'graphql-js' ? 'graphql-js' : 'jit';
  // --only rigbase|floor: run one contestant, e.g. under node --cpu-prof to profile it alone.
  const onlyFlag = flagValue(args, '--only');
  if (onlyFlag !== undefined && onlyFlag !== 'rigbase' && onlyFlag !== 'floor')
    throw new Error(`--only takes rigbase or floor, not ${onlyFlag}`);
  const only: 'rigbase' | 'floor' | undefined = onlyFlag;
  const pg = await openBenchPostgres();
  try {
    const x1 = await prepareX1(pg, false);
    const url = pg.urlFor(x1.name);
    const db = await benchDataSource(pg, x1.name, { poolSize: 10 });
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: url,
      RESPONSE_CACHE_MB: '0',
      GRAPHQL_EXECUTOR: executor,
    });
    const rigbase = await createServer({ config, db, log: pino({ level: 'warn' }) });
    const pool = new Pool({ connectionString: url, max: 10 });
    const floor = await startFloorApollo(pool, executor);
    try {
      progress(`node ${process.version}, NODE_ENV=${process.env.NODE_ENV}, executor ${executor}`);
      for (const id of ids) {
        const { query, variables = {} } = scenarioById(id);
        const runs: Record<'rigbase' | 'floor', Execute> = {
          rigbase: () => rigbase.execute(query, variables),
          floor: () => answerOf(floor, query, variables),
        };
        const ours = await rigbase.execute(query, variables);
        const theirs = await answerOf(floor, query, variables);
        if (ours.body.kind !== 'single' || !isDeepStrictEqual(ours.body.singleResult, theirs)) {
          throw new Error(`${id}: the floor's answer differs from rigbase's`);
        }
        const samples: Record<'rigbase' | 'floor', number[]> = { rigbase: [], floor: [] };
        const names = only ? [only] : (['rigbase', 'floor'] as const);
        for (const name of names) await cpuUsPerOperation(runs[name], WARM_UP_REQUESTS);
        for (let repeat = 0; repeat < repeats; repeat++) {
          const order = repeat % 2 === 0 ? names : [...names].reverse();
          for (const name of order) samples[name].push(await cpuUsPerOperation(runs[name], requests));
        }
        if (only) {
          const values = samples[only];
          process.stdout.write(`${id}: ${only} ${median(values).toFixed(0)} us CPU per operation\n`);
          continue;
        }
        const [r, f] = [median(samples.rigbase), median(samples.floor)];
        const range = (values: number[]) =>
          `[${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)}]`;
        process.stdout.write(
          `${id}: rigbase ${r.toFixed(0)} us ${range(samples.rigbase)}, floor ${f.toFixed(0)} us ` +
            `${range(samples.floor)} CPU per operation (median of ${repeats} x ${requests}); ` +
            `rigbase / floor ${(r / f).toFixed(2)} x\n`,
        );
      }
    } finally {
      await rigbase.stop();
      await floor.stop();
      await pool.end();
      await db.destroy();
    }
  } finally {
    await pg.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:cpu failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
