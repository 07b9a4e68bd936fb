import { dbOf, type Db } from '../../src/db/pool';
import { loadSnapshot, type CatalogSnapshot } from '../../src/read-model';
import { SearchService } from '../../src/services/search.service';
import { suiteDatabase } from '../support/database';

/**
 * What a search costs Postgres (issue 29, speed): the statement every search sends reads
 * each term's postings (to count them: the answers themselves are ranked in memory,
 * search-answers-index.ts) through an index, never by scanning `search_posting` whole
 * (about 7,700 rows on the seeds), and from the covering index (migration 1766400000000),
 * as Postgres plans the prepared statement (a generic plan). That the answers stay the
 * same is `npm run search:parity`'s job.
 */

const db = suiteDatabase();
let snapshot: Promise<CatalogSnapshot>;
beforeAll(async () => {
  // As autovacuum does after the seeding's inserts: an index-only scan pays off once the
  // table's pages are marked all-visible, and the planner counts on it only then.
  await db().dataSource.query(`VACUUM search_posting`);
  snapshot = loadSnapshot(dbOf(db().dataSource));
});

/** The statements a search sends, with their parameters. */
async function statementsOf(text: string) {
  const base = dbOf(db().dataSource);
  const sent: { text: string; values: readonly unknown[] }[] = [];
  const recording: Db = {
    ...base,
    rows: (sql, values) => {
      sent.push({ text: sql, values: values ?? [] });
      return base.rows(sql, values);
    },
  };
  await new SearchService(recording, () => snapshot).search({ text });
  return sent;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The plan Postgres uses for `sql` once it is prepared and its generic plan is chosen. */
async function genericPlan(sql: string): Promise<PlanNode[]> {
  const [row] = await db().dataSource.query(`EXPLAIN (GENERIC_PLAN, FORMAT JSON) ${sql}`);
  return nodesOf((row['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan);
}

describe.each([
  'the breaker trips when I run three GPUs',
  'is it safe to leave training running while I am at work',
  'can I run Llama 3.1 70B on two 3090s',
])('the first statement of "%s"', (question) => {
  it('reads postings by index, never by scanning the table', async () => {
    const [answers] = await statementsOf(question);
    const nodes = await genericPlan(answers!.text);
    const scanned = nodes
      .filter((n) => n['Node Type'] === 'Seq Scan')
      .map((n) => n['Relation Name'])
      .filter((name) => name === 'search_posting');
    expect(scanned).toEqual([]);
    const covering = nodes.filter((n) => n['Index Name'] === 'search_posting_lexeme_covering_idx');
    expect(covering.map((n) => n['Node Type'])).toContain('Index Only Scan');
  });
});

it('finds an answer written after the index was built, through the index', async () => {
  const ds = db().dataSource;
  await ds.query(
    `INSERT INTO guidance (slug, question, answer)
     VALUES ('s5-cost-probe', 'Does a zymurgical fan curve matter?', 'Zymurgical curves do not matter.')`,
  );
  try {
    const viaIndex = await ds.transaction(async (m) => {
      await m.query(`SET LOCAL enable_seqscan = off`);
      await m.query(`SET LOCAL enable_bitmapscan = off`);
      const plan = await m.query(
        `EXPLAIN (FORMAT JSON) SELECT source, density FROM search_posting WHERE lexeme = 'zymurg'`,
      );
      const [row] = await m.query(`SELECT source, density FROM search_posting WHERE lexeme = 'zymurg'`);
      return { index: nodesOf(plan[0]['QUERY PLAN'][0].Plan)[0]!['Index Name'], row };
    });
    expect(viaIndex.index).toBe('search_posting_lexeme_covering_idx');
    expect(viaIndex.row).toMatchObject({ source: 'guidance' });
    const fresh = loadSnapshot(dbOf(ds));
    const hits = await new SearchService(dbOf(ds), () => fresh).search({ text: 'zymurgical fan curve' });
    expect(hits[0]).toMatchObject({ kind: 'GUIDANCE', title: 'Does a zymurgical fan curve matter?' });
  } finally {
    await ds.query(`DELETE FROM guidance WHERE slug = 's5-cost-probe'`);
  }
});

it("takes an answer's title and snippet from the request's catalog version, not from a second read", async () => {
  const ds = db().dataSource;
  const before = loadSnapshot(dbOf(ds));
  const search = () =>
    new SearchService(dbOf(ds), () => before).search({ text: 'the breaker trips when I run three GPUs' });
  const [first] = (await search()).filter((hit) => hit.kind === 'GUIDANCE');
  const item = first!.item as { id: number; question: string; answer: string };
  await ds.query(`UPDATE guidance SET question = question || ' (edited)' WHERE id = $1`, [item.id]);
  try {
    const again = (await search()).find((hit) => hit.kind === 'GUIDANCE' && hit.item === item);
    // The version the request reads says the title; the row written since does not.
    expect(again?.title).toBe(item.question);
    expect(again?.title.endsWith('(edited)')).toBe(false);
    expect(item.answer).toContain((again?.snippet ?? '').replace(/^… |[«»]| …$/g, '').slice(0, 20));
  } finally {
    await ds.query(`UPDATE guidance SET question = left(question, -length(' (edited)')) WHERE id = $1`, [
      item.id,
    ]);
  }
});
