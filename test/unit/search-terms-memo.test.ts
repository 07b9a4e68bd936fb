import type { SqlClient } from '../../src/db/pool';
import type { CatalogSnapshot } from '../../src/read-model';
import { SYNONYM_FACTOR } from '../../src/services/search-sql';
import type { FillRow } from '../../src/services/search-terms-fill-sql';
import { memoTerms, TERMS_MEMO_MAX_WORDS } from '../../src/services/search-terms-memo';
import { MAX_PLAIN_TOKEN_CHARS, plainTokens } from '../../src/services/search-plain-tokens';
import { everydayWords } from '../../src/services/search-common-words';

/**
 * The memo's own logic, on a database stand-in that answers the fill statement: which
 * words it asks for, how synonyms match as phrases, and that it stays bounded. That its
 * figures equal the terms statement's is test/integration/search-terms-memo.test.ts.
 */

const STOP_WORDS = new Set(['the', 'of', 'a', 'i', 'my']);

/** Answers the fill statement: each word is its own lexeme; one phrase synonym, "graphics card" -> gpu. */
function standIn(version = '7') {
  const asked: string[][] = [];
  const db = {
    rows: async (sql: string, values: readonly unknown[]) => {
      const words = values[0] as string[];
      const synonyms = sql.includes('search_synonym');
      asked.push(words);
      const lexemes = [...words.filter((w) => !STOP_WORDS.has(w)), ...(synonyms ? ['gpu'] : [])];
      const row: FillRow = {
        version,
        words: words.map((word) => ({ word, lexemes: STOP_WORDS.has(word) ? null : [word] })),
        unknown: [],
        stats: lexemes.map((lexeme) => ({ lexeme, ndoc: 3, pow: 2, query: `'${lexeme}'` })),
        synonyms: synonyms
          ? [{ lexemes: ['graphics', 'card'], positions: [1, 2], expansion: ['gpu'], stands_in: false }]
          : null,
      };
      return [row];
    },
  } as unknown as SqlClient;
  return { db, asked };
}

function snapshotStandIn(version = '7'): CatalogSnapshot {
  const derived = new Map<string, unknown>();
  return {
    version,
    derived: <T>(key: string, build: () => T): T => {
      if (!derived.has(key)) derived.set(key, build());
      return derived.get(key) as T;
    },
  } as unknown as CatalogSnapshot;
}

async function termsOf(db: SqlClient, snapshot: CatalogSnapshot, text: string) {
  return memoTerms(db, snapshot, text, plainTokens(text)!);
}

describe('the terms memo', () => {
  it('asks only for the words it lacks, and reads the synonyms once per version', async () => {
    const { db, asked } = standIn();
    const snapshot = snapshotStandIn();
    await termsOf(db, snapshot, 'which graphics card');
    await termsOf(db, snapshot, 'graphics card which');
    await termsOf(db, snapshot, 'which graphics card now');
    expect(asked).toEqual([['which', 'graphics', 'card'], ['now']]);
    // Another version starts again.
    await termsOf(db, snapshotStandIn('8'), 'which graphics card');
    expect(asked).toHaveLength(3);
  });

  it('matches a synonym only as the phrase, stop words keeping their place', async () => {
    const { db } = standIn();
    const snapshot = snapshotStandIn();
    const expansion = async (text: string) =>
      (await termsOf(db, snapshot, text))!.question!.terms.find((t) => t.lexeme === 'gpu');
    expect(await expansion('my graphics card')).toEqual({
      lexeme: 'gpu',
      weight: SYNONYM_FACTOR * 2,
      inNorm: false,
      ndoc: 3,
    });
    expect(await expansion('card graphics')).toBeUndefined();
    expect(await expansion('graphics of card')).toBeUndefined();
    // A word the question holds itself counts in full and in the norm.
    expect(await expansion('graphics card gpu')).toEqual({ lexeme: 'gpu', weight: 2, inNorm: true, ndoc: 3 });
  });

  it('writes the terms in lexeme order, their OR as Postgres does, and the norm over the question words', async () => {
    const { db } = standIn();
    const text = 'zeta the alpha graphics card and more';
    const terms = await termsOf(db, snapshotStandIn(), text);
    expect(terms!.question!.terms.map((t) => t.lexeme)).toEqual([
      'alpha',
      'and',
      'card',
      'gpu',
      'graphics',
      'more',
      'zeta',
    ]);
    expect(terms!.question!.query).toBe("'alpha' | 'and' | 'card' | 'gpu' | 'graphics' | 'more' | 'zeta'");
    expect(terms!.norm).toBe(12);
    // The everyday words' lexemes (here each word is its own; "the" is a stop word).
    expect(terms!.everyday).toEqual(everydayWords(text).filter((w) => !STOP_WORDS.has(w)));
    expect(terms!.everyday).toContain('more');
  });

  it('declines figures of a newer version than the request', async () => {
    const { db } = standIn('9');
    expect(await termsOf(db, snapshotStandIn('7'), 'which graphics card')).toBeNull();
  });

  it(`keeps at most ${TERMS_MEMO_MAX_WORDS} words, then starts again`, async () => {
    const { db, asked } = standIn();
    const snapshot = snapshotStandIn();
    const batch = 500;
    const batches = Math.ceil(TERMS_MEMO_MAX_WORDS / batch) + 1;
    for (let b = 0; b < batches; b++) {
      const words = Array.from({ length: batch }, (_, i) => `w${b}x${i}`);
      await termsOf(db, snapshot, words.join(' '));
    }
    expect(asked).toHaveLength(batches);
    // The first batch was let go to stay within the bound: asked for again.
    await termsOf(db, snapshot, 'w0x0');
    expect(asked).toHaveLength(batches + 1);
    // The last batch is still held.
    await termsOf(db, snapshot, `w${batches - 1}x0`);
    expect(asked).toHaveLength(batches + 1);
  });

  it('leaves a text with a word longer than any word to the statement (the memo keeps words by their text)', () => {
    expect(plainTokens(`is ${'a'.repeat(MAX_PLAIN_TOKEN_CHARS)} ok`)).toEqual([
      'is',
      'a'.repeat(MAX_PLAIN_TOKEN_CHARS),
      'ok',
    ]);
    expect(plainTokens(`is ${'a'.repeat(MAX_PLAIN_TOKEN_CHARS + 1)} ok`)).toBeNull();
    expect(plainTokens(`is 0.${'5'.repeat(MAX_PLAIN_TOKEN_CHARS)} ok`)).toBeNull();
  });
});
