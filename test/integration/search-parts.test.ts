import { measureQuality, partAboveAnswer, share, type QualityHit } from '../../bench/search-quality';
import { partNameQuestions } from '../fixtures/part-name-questions';
import { searchQuestions } from '../fixtures/search-questions';
import { devQuestions } from '../fixtures/search-questions-dev';
import { heldOutQuestions } from '../fixtures/search-questions-held-out';
import { suiteServer } from '../support/server';

/**
 * Search at the full catalog's size (~26,000 parts: seeds + the open datasets): loose part
 * names find the right part, a name that matches nothing returns no part, and everyday
 * questions still reach their guidance although thousands of part listings share words.
 */
const MIN_TOP3_ACCURACY = 0.9;

interface Hit {
  score: number;
  kind: string;
  title: string;
  match: string;
}

const SEARCH = `query($text: String!, $first: Int, $intent: SearchIntent) {
  search(text: $text, first: $first, intent: $intent) {
    score kind title match item { __typename ... on Guidance { slug } ... on UseCase { slug } ... on Component { slug } ... on Model { slug } }
  }
}`;

const t = suiteServer({ fullCatalog: true, env: { RESPONSE_CACHE_MB: '0' } });

async function search(
  text: string,
  first = 10,
  intent: 'QUESTION' | 'LOOKUP' | null = null,
): Promise<(Hit & { item: { slug: string } })[]> {
  const result = await t().server.execute<{ search: (Hit & { item: { slug: string } })[] }>(SEARCH, {
    text,
    first,
    intent,
  });
  if (result.body.kind !== 'single') throw new Error('expected a single result');
  expect(result.body.singleResult.errors).toBeUndefined();
  return result.body.singleResult.data!.search;
}

const isPart = (hit: Hit) => !['GUIDANCE', 'USE_CASE'].includes(hit.kind);

describe('part names among ~26,000 parts', () => {
  it.each(partNameQuestions.filter((q) => !q.none))(
    '$question',
    async ({ question, kind, title, match, notTitle }) => {
      const hits = await search(question);
      const [first] = hits.filter(isPart);
      expect({ kind: first?.kind, title: first?.title }).toEqual({
        kind,
        title: expect.stringMatching(title!),
      });
      if (match) expect(first.match).toBe(match);
      if (notTitle)
        expect(hits.filter((hit) => notTitle.test(hit.title)).map((hit) => hit.title)).toEqual([]);
    },
  );

  it.each(partNameQuestions.filter((q) => q.none))(
    '$question names no part of the catalog: no part is offered',
    async ({ question }) => {
      const hits = await search(question);
      expect(hits.filter(isPart)).toEqual([]);
      for (const hit of hits) expect(hit.match).toBe('TEXT');
    },
  );

  it('says how each hit matches: the whole name, the model number, or words only', async () => {
    // Ranked as a lookup, so parts are listed beside the answers (a question whose answers
    // fill the page lists no part: search-intent.ts).
    const hits = await search('undervolt a 3090 for deep learning', 20, 'LOOKUP');
    expect(hits.filter((hit) => !isPart(hit)).every((hit) => hit.match === 'TEXT')).toBe(true);
    const parts = hits.filter(isPart);
    expect(parts.length).toBeGreaterThan(0);
    expect(parts.every((hit) => hit.match === 'MODEL' && /3090/.test(hit.title))).toBe(true);
  });
});

describe('everyday questions over the full catalog', () => {
  it(`find their guidance in the top 3 for at least ${MIN_TOP3_ACCURACY * 100}% of the labelled questions`, async () => {
    let top3 = 0;
    const misses: string[] = [];
    for (const { question, expected } of searchQuestions) {
      const hits = await search(question, 3);
      if (hits.some((hit) => expected.includes(hit.item.slug))) top3++;
      else misses.push(`"${question}": expected ${expected[0]}, got ${hits.map((h) => h.title).join(' | ')}`);
    }
    const n = searchQuestions.length;
    console.log(
      `full catalog: top-3 ${top3}/${n} = ${((100 * top3) / n).toFixed(1)}%` +
        (misses.length ? `\nnot in the top 3:\n  ${misses.join('\n  ')}` : ''),
    );
    expect(top3 / n).toBeGreaterThanOrEqual(MIN_TOP3_ACCURACY);
  });
});

/**
 * Issue 29 asks for an on-topic answer first for 0.9 of the held-out half. The held-out set in
 * use (its second edition, written blind after the first was exposed) measured 0.692 (137 of
 * 198) on the seeds and 0.682 (135 of 198) on the full catalog at its one scoring, after six
 * tuning rounds had brought the development half to 0.935: those rounds fitted the wording
 * they were tried on. Below 0.9 the floor sits under the measured figure, to catch a fall
 * while the issue stays open. Never tuned on the held-out half.
 */
const MIN_HELD_OUT_TOP1 = 0.65;
/** The right entry among the first three: nearly always on the development half... */
const MIN_DEV_TOP3 = 0.95;
/** ...and on the held-out half, where it measured 0.848 (168 of 198) on both catalogs. */
const MIN_HELD_OUT_TOP3 = 0.8;
/**
 * A search per labelled question (1,277) through the GraphQL server, on a machine the test
 * run shares: this bounds a hung run only, it asserts no speed.
 */
const LABELLED_SET_TIMEOUT_MS = 600_000;

describe('the labelled question set over the full catalog', () => {
  // Both tests read the same first ten hits of every question: asked once, each test
  // judges them by its own bar (the catalog does not change between them).
  const asked = new Map<string, Promise<QualityHit[]>>();
  const searchHits = (text: string): Promise<QualityHit[]> => {
    const known = asked.get(text);
    if (known) return known;
    const hits = search(text, 10).then((found) =>
      found.map((hit) => ({ kind: hit.kind, slug: hit.item.slug, title: hit.title, match: hit.match })),
    );
    asked.set(text, hits);
    return hits;
  };

  it(
    'never puts a part that only shares a word or a number above an answer, on either half',
    async () => {
      const offenders: string[] = [];
      for (const question of [...devQuestions, ...heldOutQuestions]) {
        const hits = await searchHits(question.question);
        if (partAboveAnswer(question, hits)) {
          offenders.push(`"${question.question}": ${hits.map((h) => `${h.kind}/${h.match}`).join(', ')}`);
        }
      }
      expect(offenders).toEqual([]);
    },
    LABELLED_SET_TIMEOUT_MS,
  );

  it(
    `answers the held-out half on topic first for ${MIN_HELD_OUT_TOP1 * 100} % of its questions`,
    async () => {
      for (const [half, questions] of [
        ['development', devQuestions],
        ['held-out', heldOutQuestions],
      ] as const) {
        // The held-out half is scored as a whole only: its misses are not listed.
        const figures = await measureQuality(questions, searchHits, { listMisses: false });
        console.log(
          `full catalog, ${half}: top-1 ${share(figures.top1, figures.questions)}, top-3 ${share(figures.top3, figures.questions)}`,
        );
        if (half === 'held-out') {
          expect(figures.top3 / figures.questions).toBeGreaterThanOrEqual(MIN_HELD_OUT_TOP3);
          expect(figures.top1 / figures.questions).toBeGreaterThanOrEqual(MIN_HELD_OUT_TOP1);
        } else {
          expect(figures.top3 / figures.questions).toBeGreaterThanOrEqual(MIN_DEV_TOP3);
        }
      }
    },
    LABELLED_SET_TIMEOUT_MS,
  );
});

describe('components(search:) looks parts up by every word, in any order', () => {
  const PAGE = `query($search: String!) { components(search: $search, first: 50) {
    totalCount edges { node { slug kind manufacturer name } } } }`;

  async function lookup(text: string) {
    const result = await t().server.execute<any>(PAGE, { search: text });
    if (result.body.kind !== 'single') throw new Error('expected a single result');
    expect(result.body.singleResult.errors).toBeUndefined();
    return result.body.singleResult.data!.components.edges.map((e: any) => e.node) as {
      slug: string;
      kind: string;
      manufacturer: string;
      name: string;
    }[];
  }

  const fold = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

  it.each([
    ['Trident Z RGB DDR4-3000 16GB', 'MEMORY', ['trident', 'rgb', 'ddr4', '3000', '16gb']],
    ['V SFX Gold 850W', 'PSU', ['sfx', 'gold', '850w']],
    ['3090 rtx gaming oc gigabyte', 'GRAPHICS_CARD', ['gigabyte', 'rtx', '3090', 'gaming', 'oc']],
  ])('%p finds %s parts holding every word, each listed once', async (text, kind, words) => {
    const parts = await lookup(text);
    expect(parts.length).toBeGreaterThan(0);
    expect(parts[0].kind).toBe(kind);
    for (const part of parts) {
      const key = fold(`${part.manufacturer} ${part.name}`);
      for (const word of words)
        expect({ part: key, word, holds: key.includes(word) }).toMatchObject({ holds: true });
    }
    const keys = parts.map((p) => `${p.kind}:${fold(`${p.manufacturer} ${p.name}`)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
