import { dbOf } from '../src/db/pool';
import { loadSnapshot } from '../src/read-model';
import { SearchService } from '../src/services/search.service';
import { devQuestions } from '../test/fixtures/search-questions-dev';
import { heldOutQuestions } from '../test/fixtures/search-questions-held-out';
import { labelKinds, type LabelledSearch } from '../test/fixtures/search-questions-labelled';
import { seedSet } from '../seeds/data';
import { benchDataSource, openBenchPostgres, searchCatalogs } from './database';
import { flagValue } from './options';
import { measureQuality, share, type QualityHit } from './search-quality';

/**
 * `npm run search:eval [-- --catalog seeds|full|both] [--misses]`: search quality on the
 * labelled question set (issue 29), in process against the bench databases (the seeds, and
 * the seeds plus every open dataset's rows): top-1 and top-3 on-topic rates of the
 * development and held-out halves, and questions where a part matching only by shared
 * words ranks above an answer. `--misses` lists the development set's misses; the
 * held-out half is only ever reported as a whole. `--dev-only` scores the development half
 * alone: what to run while trying a ranking change. `--ask TEXT` (repeatable) prints the
 * hits of texts of your own, with their scores and intent, instead of scoring a half.
 * Each half's figures are also given per kind of answer wanted (guidance, use case, model,
 * part), which says where a half falls short without listing a held-out question.
 * `--time` searches every labelled question once on a fresh catalog version (its words new to
 * the version's terms memo, search-terms-memo.ts; the process's own warm-up in it too), then
 * five times more, and prints the time per search (p50, p90, p99) of both instead of
 * scoring: what to compare, base against branch, when a change might make search slower.
 */

const HITS = 10;

/** The kind of answer a question wants: its first label's, a lookup's always PART. */
const answerKindOf = (() => {
  const kinds = labelKinds(seedSet());
  return (question: LabelledSearch) =>
    question.lookup ? 'PART' : (kinds.get(question.expected[0]) ?? 'NOT A SEED SLUG');
})();
const TIMED_ROUNDS = 5;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;

/** Milliseconds per search over every labelled question: a first pass, then TIMED_ROUNDS more. */
async function timeSearches(search: (text: string) => Promise<unknown>): Promise<string> {
  const texts = [...devQuestions, ...heldOutQuestions].map((q) => q.question);
  const timed = async (rounds: number) => {
    const times: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const text of texts) {
        const started = process.hrtime.bigint();
        await search(text);
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    }
    times.sort((a, b) => a - b);
    const ms = (q: number) => quantile(times, q).toFixed(2);
    return `${times.length} searches, ms per search: p50 ${ms(0.5)}, p90 ${ms(0.9)}, p99 ${ms(0.99)}`;
  };
  const first = await timed(1);
  return `first pass ${first}; then ${await timed(TIMED_ROUNDS)}`;
}

async function main() {
  const catalog = flagValue(process.argv, '--catalog') ?? 'both';
  const listMisses = process.argv.includes('--misses');
  const devOnly = process.argv.includes('--dev-only');
  const timed = process.argv.includes('--time');
  const asked = process.argv.flatMap((arg, i) => (arg === '--ask' ? [process.argv[i + 1] ?? ''] : []));
  const pg = await openBenchPostgres();
  try {
    const databases = await searchCatalogs(pg, catalog);
    for (const { label, prepared } of databases) {
      const dataSource = await benchDataSource(pg, prepared.name);
      try {
        const db = dbOf(dataSource);
        const snapshot = await loadSnapshot(db);
        const search = async (text: string): Promise<QualityHit[]> => {
          const hits = await new SearchService(db, async () => snapshot).search({ text, first: HITS });
          return hits.map((hit) => ({
            kind: hit.kind,
            slug: (hit.item as { slug: string }).slug,
            title: hit.title,
            match: hit.match,
          }));
        };
        if (timed) {
          process.stdout.write(`${label}: ${await timeSearches(search)}\n`);
          continue;
        }
        if (asked.length > 0) {
          for (const text of asked) {
            const ranked = await new SearchService(db, async () => snapshot).ranked({ text, first: HITS });
            process.stdout.write(
              `${label}: "${text}" (${ranked.intent})\n` +
                ranked.hits
                  .map(
                    (hit) =>
                      `  ${hit.score} ${hit.kind}/${hit.match} ${(hit.item as { slug: string }).slug}\n`,
                  )
                  .join(''),
            );
          }
          continue;
        }
        const halves = [
          ['development', devQuestions],
          ['held-out', heldOutQuestions],
        ] as const;
        for (const [half, questions] of devOnly ? halves.slice(0, 1) : halves) {
          const figures = await measureQuality(questions, search, {
            listMisses: listMisses && half === 'development',
            kindOf: answerKindOf,
          });
          process.stdout.write(
            `${label}, ${half} (${figures.questions}): top-1 ${share(figures.top1, figures.questions)}, ` +
              `top-3 ${share(figures.top3, figures.questions)}, ` +
              `a part sharing only words above an answer: ${figures.partsAboveAnswers}\n` +
              Object.entries(figures.byKind)
                .map(
                  ([kind, f]) =>
                    `  ${kind} (${f.questions}): top-1 ${share(f.top1, f.questions)}, top-3 ${share(f.top3, f.questions)}\n`,
                )
                .join('') +
              figures.misses.map((miss) => `  ${miss}\n`).join(''),
          );
        }
      } finally {
        await dataSource.destroy();
      }
    }
  } finally {
    await pg.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`search:eval failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
