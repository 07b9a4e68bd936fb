import { dbOf, type Db } from '../../src/db/pool';
import { loadSnapshot, type CatalogSnapshot } from '../../src/read-model';
import { firstStatement } from '../../src/services/search-named-parts-sql';
import { parserInput, plainTokens } from '../../src/services/search-plain-tokens';
import { memoTerms } from '../../src/services/search-terms-memo';
import type { AssembledTerms } from '../../src/services/search-terms';
import { SearchService } from '../../src/services/search.service';
import { devQuestions } from '../fixtures/search-questions-dev';
import { heldOutQuestions } from '../fixtures/search-questions-held-out';
import { suiteDatabase } from '../support/database';
import { namingNothing, recordingDb } from '../support/search-statements';

/**
 * A plain question's terms are assembled in memory from what the database said about each
 * word (search-terms-memo.ts). The promise: they are the terms the statement computes for
 * the whole question, to the bit, and the tokeniser that decides a question is plain reads
 * it as Postgres' parser does.
 */

/** The terms statement's answer for a text (the first statement, naming no part). */
async function statementTerms(db: Db, text: string): Promise<AssembledTerms> {
  return (await firstStatement(db, namingNothing(text))).terms;
}

/** A Db that counts the statements it runs. */
function counting(db: Db): { db: Db; count: () => number } {
  let statements = 0;
  return { db: recordingDb(db, () => statements++), count: () => statements };
}

/** Texts that reach each branch: synonyms as phrases and words, typos, splits, stop words between. */
const EDGE_TEXTS = [
  'which graphics card for a power supply of 850 watts',
  'card of the graphics card',
  'graphics the card',
  'my breaker trips and the fuse blew',
  'nvlnk bridge between two cards',
  'rtx4090 or 2080ti for a 13 billion parameter model',
  'is a second hand gpu ok',
  'fine tune llama on one gpu',
  'is the 5090 good for ai',
  'the of and',
  "don't buy a psu, it's loud!",
  'Quantise?  Quantize; (quantisation) "fp8"',
  'should I watercool my gpus',
  // A synonym standing in for a word no entry uses ("rl"): its expansion counts in full.
  'does deep rl need a big gpu',
];

describe('terms assembled in memory against the terms statement', () => {
  const db = suiteDatabase();

  it('gives half the labelled questions and the edge texts, when plain, the statement terms, to the bit', async () => {
    const base = dbOf(db().dataSource);
    const snapshot = await loadSnapshot(base);
    // Every other labelled question (a statement each for the reference): their words and
    // synonyms are the same kinds as the rest's, at half the suite's time.
    const labelled = [...devQuestions, ...heldOutQuestions].filter((_, i) => i % 2 === 0);
    const texts = [...EDGE_TEXTS, ...labelled.map((q) => q.question)];
    let plain = 0;
    let assembled = 0;
    let synonymsUsed = 0;
    let standsIn: boolean | undefined;
    for (const text of texts) {
      const tokens = plainTokens(text);
      if (!tokens) continue;
      plain++;
      const memo = await memoTerms(base, snapshot, text, tokens);
      const reference = await statementTerms(base, text);
      if (!memo) continue;
      assembled++;
      expect({ text, question: memo.question, everyday: [...memo.everyday].sort() }).toEqual({
        text,
        question: reference.question,
        everyday: [...reference.everyday].sort(),
      });
      // Postgres sums the norm in its own row order: equal to the last bits of a float.
      if (reference.norm === null) expect(memo.norm).toBeNull();
      else expect(Math.abs(memo.norm! - reference.norm) / reference.norm).toBeLessThan(1e-12);
      if (memo.question?.terms.some((t) => !t.inNorm)) synonymsUsed++;
      if (text === 'does deep rl need a big gpu')
        standsIn = memo.question?.terms.some((t) => t.lexeme === 'reinforc');
    }
    // Most questions are plain (635 of 653 when written), each is assembled, and synonyms are met.
    expect(plain).toBeGreaterThan(texts.length * 0.8);
    expect(assembled).toBe(plain);
    expect(synonymsUsed).toBeGreaterThan(100);
    expect(standsIn).toBe(true);
  });

  it('sends one statement for words it has not seen and none once it has', async () => {
    const base = dbOf(db().dataSource);
    const snapshot = await loadSnapshot(base);
    const { db: counted, count } = counting(base);
    const service = new SearchService(counted, async () => snapshot);
    await service.search({ text: 'the breaker trips when I run three GPUs' });
    expect(count()).toBe(1);
    await service.search({ text: 'the breaker trips when I run three GPUs' });
    expect(count()).toBe(1);
    // Same words in another order, and a question made of them: nothing to ask.
    await service.search({ text: 'when I run three GPUs the breaker trips' });
    expect(count()).toBe(1);
    // One new word: one statement.
    await service.search({ text: 'the breaker trips when I run four GPUs' });
    expect(count()).toBe(2);
  });

  it.each([
    'can I run llama 70b on two 3090s',
    'is a wraith stealth enough for a 7950x',
    'gtx 1050 ti enough to start learning',
  ])('"%s" names parts: with its words known, the lookup alone, and the same hits', async (text) => {
    const base = dbOf(db().dataSource);
    const cold = await loadSnapshot(base);
    const reference = await new SearchService(base, async () => cold).search({ text });
    const warm = await loadSnapshot(base);
    await memoTerms(base, warm, text, plainTokens(text)!);
    const sent: string[] = [];
    const recording = recordingDb(base, (sql) => sent.push(sql));
    const hits = await new SearchService(recording, async () => warm).search({ text });
    expect(hits).toEqual(reference);
    expect(
      hits.some((hit) => hit.match !== 'TEXT' && !['GUIDANCE', 'USE_CASE', 'MODEL'].includes(hit.kind)),
    ).toBe(true);
    // The first statement looked the parts up with the memo's terms: no vocabulary read.
    expect(sent.length).toBeGreaterThan(0);
    expect(sent[0]).not.toMatch(/search_vocabulary/);
  });

  it('leaves a question to the statement when the database holds a newer version than the request', async () => {
    const base = dbOf(db().dataSource);
    const snapshot: CatalogSnapshot = await loadSnapshot(base);
    await base.rows(`UPDATE catalog_state SET version = version + 1`);
    const text = 'why does my psu whine under load';
    expect(await memoTerms(base, snapshot, text, plainTokens(text)!)).toBeNull();
    // The search still answers, from the statement.
    const hits = await new SearchService(base, async () => snapshot).search({ text });
    expect(hits.length).toBeGreaterThan(0);
  });
});

describe('the plain tokeniser against Postgres parser', () => {
  const db = suiteDatabase();
  const ALPHABET = [
    'gpu',
    'GPUs',
    'rtx',
    '4090',
    '3090s',
    'a',
    'the',
    'e',
    'g',
    '13',
    'billion',
    'x2',
    '3',
    '1',
    '05',
    '3.1',
    '0.5',
  ];
  const GAPS = [
    ' ',
    '  ',
    '.',
    ',',
    '?',
    '!',
    ';',
    ':',
    '(',
    ')',
    '"',
    "'",
    '-',
    '/',
    '. ',
    ': ',
    '\t',
    '$',
    '%',
    ' $',
    '+',
  ];

  /** Random texts of words and gaps (a fixed seed: the same texts every run). */
  function texts(count: number): string[] {
    let state = 42;
    const next = (n: number) => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state % n;
    };
    return Array.from({ length: count }, () => {
      const parts: string[] = [];
      const words = 1 + next(7);
      for (let i = 0; i < words; i++) {
        parts.push(ALPHABET[next(ALPHABET.length)]);
        if (i < words - 1 || next(2) === 0) parts.push(GAPS[next(GAPS.length)]);
      }
      return parts.join('');
    });
  }

  it('reads the tokens and positions Postgres reads, or declines', async () => {
    const base = dbOf(db().dataSource);
    let accepted = 0;
    let declined = 0;
    let decimals = 0;
    for (const text of texts(1200)) {
      const tokens = plainTokens(text);
      const [row] = await base.rows<{ tokens: string[] | null; parsed: string[] | null; vector: string }>(
        `SELECT (SELECT array_agg(lower(d.token) ORDER BY d.n) FROM ts_debug('english', $1) WITH ORDINALITY d(alias, description, token, dictionaries, dictionary, lexemes, n)
                 WHERE d.alias <> 'blank') AS tokens,
                (SELECT array_agg(coalesce(d.lexemes[1], '') ORDER BY d.n) FROM ts_debug('english', $1) WITH ORDINALITY d(alias, description, token, dictionaries, dictionary, lexemes, n)
                 WHERE d.alias <> 'blank') AS parsed,
                to_tsvector('english', $1)::text AS vector`,
        [parserInput(text)],
      );
      if (!tokens) {
        declined++;
        continue;
      }
      accepted++;
      if (tokens.some((token) => token.includes('.'))) decimals++;
      expect({ text, tokens }).toEqual({ text, tokens: row.tokens ?? [] });
      // Each token is one position, stop words included: the vector rebuilt from that rule.
      const positions = new Map<string, number[]>();
      (row.parsed ?? []).forEach((lexeme, i) => {
        if (lexeme) positions.set(lexeme, [...(positions.get(lexeme) ?? []), i + 1]);
      });
      const rebuilt = [...positions.keys()]
        .sort()
        .map((lexeme) => `'${lexeme}':${positions.get(lexeme)!.join(',')}`)
        .join(' ');
      expect({ text, vector: rebuilt }).toEqual({ text, vector: row.vector });
    }
    expect(accepted).toBeGreaterThan(100);
    expect(declined).toBeGreaterThan(100);
    expect(decimals).toBeGreaterThan(20);
  });
});
