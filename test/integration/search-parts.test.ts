import { partNameQuestions } from '../fixtures/part-name-questions';
import { searchQuestions } from '../fixtures/search-questions';
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

const SEARCH = `query($text: String!, $first: Int) {
  search(text: $text, first: $first) {
    score kind title match item { __typename ... on Guidance { slug } ... on UseCase { slug } ... on Component { slug } }
  }
}`;

const t = suiteServer({ fullCatalog: true, env: { RESPONSE_CACHE_MB: '0' } });

async function search(text: string, first = 10): Promise<(Hit & { item: { slug: string } })[]> {
  const result = await t().server.execute<{ search: (Hit & { item: { slug: string } })[] }>(SEARCH, {
    text,
    first,
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
    const hits = await search('undervolt a 3090 for deep learning', 20);
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
