import { dbOf } from '../../src/db/pool';
import { loadSnapshot, type CatalogSnapshot } from '../../src/read-model';
import { KnowledgeService } from '../../src/services/knowledge.service';
import { rankingStages, searchScoreBound, termNorm } from '../../src/services/search-pruning';
import { SearchService, questionTerms, type SearchOptions } from '../../src/services/search.service';
import { searchQuestions } from '../fixtures/search-questions';
import { suiteDatabase } from '../support/database';

/**
 * Budgets small enough for the seeded catalog (~300 rows, where the default budgets
 * rarely leave a term out) to prune in several stages, as the defaults do on a 100 x one.
 */
const SMALL_BUDGETS = [8, 40];
/** Every way of ranking; each must give the same results. */
const RANKINGS: Record<string, SearchOptions> = {
  exhaustive: { candidateBudgets: [] },
  default: {},
  small: { candidateBudgets: SMALL_BUDGETS },
  single: { candidateBudgets: [1] },
};
/** Questions of only common words: their rare-word stage cannot settle them alone. */
const COMMON_QUESTIONS = [
  'gpu',
  'best gpu',
  'gpu memory and power',
  'which gpu card do I need',
  'nvidia rtx gpu for deep learning',
  'power supply for gpus',
  'run deep learning on two gpus',
  'rtx 3090 gpu',
];
const QUESTIONS = [...searchQuestions.map((q) => q.question), ...COMMON_QUESTIONS];
/** Guidance pages compared per question and ranking, and their size. */
const GUIDANCE_PAGES = 3;
const GUIDANCE_PAGE_SIZE = 4;

const db = suiteDatabase();
let snapshot: Promise<CatalogSnapshot>;
beforeAll(() => {
  snapshot = loadSnapshot(dbOf(db().dataSource));
});

function services() {
  const sql = dbOf(db().dataSource);
  const catalog = () => snapshot;
  return {
    search: new SearchService(sql, catalog),
    knowledge: new KnowledgeService(sql, catalog),
  };
}

async function hits(text: string, first: number, options: SearchOptions) {
  const found = await services().search.search({ text, first }, options);
  return found.map((hit) => ({
    kind: hit.kind,
    id: hit.item.id,
    score: hit.score,
    title: hit.title,
    snippet: hit.snippet,
  }));
}

describe('pruned search ranks exactly like the full ranking', () => {
  it.each([3, 10])('for every labelled and common-word question, first = %i', async (first) => {
    let compared = 0;
    for (const text of QUESTIONS) {
      const expected = await hits(text, first, RANKINGS.exhaustive);
      for (const [name, options] of Object.entries(RANKINGS)) {
        if (name === 'exhaustive') continue;
        expect({ text, name, hits: await hits(text, first, options) }).toEqual({
          text,
          name,
          hits: expected,
        });
        compared++;
      }
    }
    expect(compared).toBe(QUESTIONS.length * 3);
  });

  it('for the extremes of first: 1 and 50', async () => {
    for (const text of [...COMMON_QUESTIONS, ...QUESTIONS.slice(0, 10)]) {
      for (const first of [1, 50]) {
        const expected = await hits(text, first, RANKINGS.exhaustive);
        expect({ text, first, hits: await hits(text, first, RANKINGS.small) }).toEqual({
          text,
          first,
          hits: expected,
        });
      }
    }
  });

  it('exercises every path: settled by the rare words alone, by a later stage, and by the full ranking', async () => {
    const first = 10;
    const settled = { firstStage: 0, laterStage: 0, fullRanking: 0 };
    for (const text of QUESTIONS) {
      const question = await questionTerms(dbOf(db().dataSource), text);
      if (!question) continue;
      const stages = rankingStages(question.terms, SMALL_BUDGETS);
      const norm = termNorm(question.terms);
      const ranked = await hits(text, first, RANKINGS.exhaustive);
      // The stage that settles: the first whose bound the full ranking's k-th score reaches.
      const kth = ranked.length === first ? ranked[first - 1].score : -1;
      const index = stages.findIndex(
        (stage, i) => i === stages.length - 1 || kth >= searchScoreBound(stage, norm),
      );
      if (index === 0 && stages.length > 1) settled.firstStage++;
      else if (index > 0 && index < stages.length - 1) settled.laterStage++;
      else if (index === stages.length - 1 && stages.length > 1) settled.fullRanking++;
    }
    expect(settled.firstStage).toBeGreaterThan(0);
    expect(settled.laterStage).toBeGreaterThan(0);
    expect(settled.fullRanking).toBeGreaterThan(0);
  });
});

describe('pruned guidance(search:) pages exactly like the full ranking', () => {
  async function pages(search: string, options: SearchOptions, tag: string | null = null) {
    const walked = [];
    let after: string | null = null;
    for (let page = 0; page < GUIDANCE_PAGES; page++) {
      const connection = await services().knowledge.guidance(
        { search, tag, first: GUIDANCE_PAGE_SIZE, after },
        options,
      );
      walked.push({
        edges: connection.edges.map((edge) => [edge.cursor, edge.node.slug]),
        pageInfo: connection.pageInfo,
        totalCount: await connection.totalCount(),
      });
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    return walked;
  }

  it('for labelled and common-word questions, with and without a tag', async () => {
    const questions = [...searchQuestions.slice(0, 30).map((q) => q.question), ...COMMON_QUESTIONS];
    for (const search of questions) {
      const expected = await pages(search, RANKINGS.exhaustive);
      for (const name of ['default', 'small', 'single']) {
        expect({ search, name, pages: await pages(search, RANKINGS[name]) }).toEqual({
          search,
          name,
          pages: expected,
        });
      }
    }
    const tagged = await pages('power supply for gpus', RANKINGS.exhaustive, 'power');
    expect(tagged[0].edges.length).toBeGreaterThan(0);
    expect(await pages('power supply for gpus', RANKINGS.small, 'power')).toEqual(tagged);
  });

  it('answers first = 0 the same way: no edges, and whether any entry matches', async () => {
    for (const search of ['gpu', 'the breaker trips when I run three GPUs']) {
      for (const options of Object.values(RANKINGS)) {
        const connection = await services().knowledge.guidance({ search, first: 0 }, options);
        expect(connection.edges).toEqual([]);
        expect(connection.pageInfo.hasNextPage).toBe(true);
      }
    }
  });
});
