import { writeFileSync } from 'node:fs';
import { dbOf, type Db } from '../src/db/pool';
import { loadSnapshot } from '../src/read-model';
import { SearchService, type SearchHitModel } from '../src/services/search.service';
import { devQuestions } from '../test/fixtures/search-questions-dev';
import { benchDataSource, openBenchPostgres, searchCatalogs } from './database';
import { flagValue } from './options';
import { S5_QUESTION } from './scenarios';

/**
 * `npm run search:parity -- --out FILE [--catalog seeds|full|both] [--time]`: what `search`
 * and `ask` return for every development question (the blind development set too; never
 * the held-out half), the bench's S5 question and a few lookups, on the seed catalog and
 * the full one, written as JSON: hits (kind, item, score, match, title, snippet), intent,
 * entities, calls and the statements each search sent. A change meant to make search
 * cheaper is checked by diffing this file before and after it (`cmp`): the answers must be
 * byte-identical. `--time` also prints in-process milliseconds per search (median over the
 * texts, after one warm-up pass) and statements per search.
 */

/** Texts beyond the development questions: the bench's question, lookups, edge cases. */
const EXTRA_TEXTS = [
  S5_QUESTION,
  'rtx 3090',
  'rtx4090 specs',
  'b650 tomahawk',
  'noctua nh-d15',
  'corsair rm1000x',
  '3090',
  'llama 3.1 70b',
  'the',
  'zzzzqqq',
];
/** Page sizes besides the default: the limit reaches into the statements. */
const FIRSTS = [1, 10, 50];
const TIMED_ROUNDS = 3;

/** The Db, counting the statements sent and the milliseconds spent waiting for them. */
function counting(db: Db): { db: Db; count: () => number; waited: () => number } {
  let n = 0;
  let ms = 0;
  const rows: Db['rows'] = async (text, values) => {
    n++;
    const started = process.hrtime.bigint();
    try {
      return await db.rows(text, values);
    } finally {
      ms += Number(process.hrtime.bigint() - started) / 1e6;
    }
  };
  return { db: { ...db, rows } as Db, count: () => n, waited: () => ms };
}

function hitOf(hit: SearchHitModel) {
  const item = hit.item as { id?: number; slug?: string };
  return {
    kind: hit.kind,
    item: item.slug ?? item.id,
    score: hit.score,
    match: hit.match,
    title: hit.title,
    snippet: hit.snippet,
    lineNameKey: hit.lineNameKey ?? null,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const out = flagValue(process.argv, '--out') ?? '';
  if (!out) throw new Error('--out FILE is required');
  const catalog = flagValue(process.argv, '--catalog') ?? 'both';
  const timed = process.argv.includes('--time');
  const texts = [...devQuestions.map((q) => q.question), ...EXTRA_TEXTS];
  const pg = await openBenchPostgres();
  const result: Record<string, unknown> = {};
  try {
    const databases = await searchCatalogs(pg, catalog);
    for (const { label, prepared } of databases) {
      const dataSource = await benchDataSource(pg, prepared.name);
      try {
        const { db, count, waited } = counting(dbOf(dataSource));
        const snapshot = await loadSnapshot(db);
        const service = new SearchService(db, async () => snapshot);
        const answers: unknown[] = [];
        for (const text of texts) {
          const before = count();
          const asked = await service.ask({ text });
          const askStatements = count() - before;
          const pages: Record<string, unknown> = {};
          for (const first of FIRSTS) {
            for (const intent of [null, 'QUESTION', 'LOOKUP'] as const) {
              const s = count();
              const hits = await service.search({ text, first, intent });
              pages[`${first}/${intent ?? 'auto'}`] = { hits: hits.map(hitOf), statements: count() - s };
            }
          }
          answers.push({
            text,
            intent: asked.intent,
            hits: asked.hits.map(hitOf),
            entities: asked.entities,
            calls: asked.calls,
            askStatements,
            pages,
          });
        }
        result[label] = answers;
        if (timed) {
          for (const text of texts) await service.search({ text });
          const perText: number[] = [];
          const statements: number[] = [];
          const waitedBefore = waited();
          let total = 0;
          for (const text of texts) {
            const times: number[] = [];
            for (let round = 0; round < TIMED_ROUNDS; round++) {
              const s = count();
              const started = process.hrtime.bigint();
              await service.search({ text });
              times.push(Number(process.hrtime.bigint() - started) / 1e6);
              total += times[times.length - 1]!;
              statements.push(count() - s);
            }
            perText.push(median(times));
          }
          const s5 = perText[texts.indexOf(S5_QUESTION)]!;
          process.stdout.write(
            `${label}: ${texts.length} texts, ms per search median ${median(perText).toFixed(2)}, ` +
              `p90 ${[...perText].sort((a, b) => a - b)[Math.floor(perText.length * 0.9)]!.toFixed(2)}, ` +
              `S5 ${s5.toFixed(2)}; statements per search mean ${(statements.reduce((a, b) => a + b, 0) / statements.length).toFixed(2)}; ` +
              `waiting for Postgres ${((100 * (waited() - waitedBefore)) / total).toFixed(0)} % of the time\n`,
          );
        }
      } finally {
        await dataSource.destroy();
      }
    }
  } finally {
    await pg.stop();
  }
  writeFileSync(out, JSON.stringify(result, null, 1) + '\n');
  process.stdout.write(`wrote ${out}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`search:parity failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
