import {
  NAMED_PART_SHARE,
  needsPartRanking,
  orderHits,
  scoreNamedParts,
  WEAK_ANSWER_SCORE,
  type RankedHit,
} from '../../src/services/search-merge';

const hit = (kind: string, id: number, score: number, extra: Partial<RankedHit> = {}): RankedHit => ({
  kind,
  id,
  score,
  match: kind === 'GUIDANCE' || kind === 'USE_CASE' ? 'TEXT' : 'MODEL',
  title: `${kind} ${id}`,
  snippet: null,
  ...extra,
});

const order = (hits: RankedHit[]) => hits.map((h) => `${h.kind}:${h.id}`);

describe('orderHits for a question', () => {
  const answers = [hit('GUIDANCE', 1, 0.9), hit('GUIDANCE', 2, 0.4), hit('USE_CASE', 3, 0.2)];

  it('puts parts that only share words after every answer, whatever they score', () => {
    const parts = [hit('CASE', 10, 5, { match: 'TEXT' }), hit('PSU', 11, 3, { match: 'TEXT' })];
    expect(order(orderHits('QUESTION', { answers, named: [], parts }, 10))).toEqual([
      'GUIDANCE:1',
      'GUIDANCE:2',
      'USE_CASE:3',
      'CASE:10',
      'PSU:11',
    ]);
  });

  it('ranks a part named by model number among the answers, and its cards after them', () => {
    const gpu = hit('GPU', 20, 0.5);
    const card = hit('GRAPHICS_CARD', 21, 0.6, { chipId: 20 });
    expect(order(orderHits('QUESTION', { answers, named: [gpu, card], parts: [] }, 10))).toEqual([
      'GUIDANCE:1',
      'GPU:20',
      'GUIDANCE:2',
      'USE_CASE:3',
      'GRAPHICS_CARD:21',
    ]);
  });

  it('collapses a part listed twice under one folded name and cuts at first', () => {
    const parts = [
      hit('PSU', 30, 1, { match: 'TEXT', nameKey: 'x' }),
      hit('PSU', 31, 0.9, { match: 'TEXT', nameKey: 'x' }),
    ];
    expect(order(orderHits('QUESTION', { answers: [], named: [], parts }, 10))).toEqual(['PSU:30']);
    expect(orderHits('QUESTION', { answers, named: [], parts }, 2)).toHaveLength(2);
  });

  it('needs the word ranking of parts only when answers and named parts do not fill the page', () => {
    expect(needsPartRanking('QUESTION', { answers, named: [] }, 3)).toBe(false);
    expect(needsPartRanking('QUESTION', { answers, named: [] }, 4)).toBe(true);
    expect(needsPartRanking('LOOKUP', { answers, named: [] }, 1)).toBe(true);
  });
});

describe('orderHits for a lookup', () => {
  it('lists the named parts, then answers, then parts sharing other words', () => {
    const parts = [
      hit('MOTHERBOARD', 1, 2, { match: 'NAME' }),
      hit('MOTHERBOARD', 2, 1.5, { match: 'TEXT' }),
    ];
    const answers = [hit('GUIDANCE', 3, 0.7)];
    expect(order(orderHits('LOOKUP', { answers, named: [], parts }, 10))).toEqual([
      'MOTHERBOARD:1',
      'GUIDANCE:3',
      'MOTHERBOARD:2',
    ]);
  });

  it('without a model number, lists parts before answers', () => {
    const parts = [hit('MEMORY', 1, 0.3, { match: 'TEXT' })];
    const answers = [hit('GUIDANCE', 3, 0.7)];
    expect(order(orderHits('LOOKUP', { answers, named: [], parts }, 10))).toEqual(['MEMORY:1', 'GUIDANCE:3']);
  });
});

describe('scoreNamedParts', () => {
  it('places a named part at a share of the best answer, by how closely the text names it', () => {
    const [part] = scoreNamedParts([hit('GUIDANCE', 1, 1.2)], [hit('GPU', 2, 0.1, { quality: 1 })]);
    expect(part.score).toBeCloseTo(NAMED_PART_SHARE * 1.2);
    const [mostlyItsName] = scoreNamedParts([hit('GUIDANCE', 1, 0.4)], [hit('GPU', 2, 0.9, { quality: 1 })]);
    expect(mostlyItsName.score).toBe(0.9);
  });

  it('keeps a part named by one word of a sentence below the best answer, whatever its own score', () => {
    const named = hit('GPU', 2, 0.35, { quality: 1, coverage: 0.3 });
    const [part] = scoreNamedParts([hit('GUIDANCE', 1, 0.3)], [named]);
    expect(part.score).toBeCloseTo(NAMED_PART_SHARE * 0.3);
    const [alone] = scoreNamedParts([], [named]);
    expect(alone.score).toBe(0.35);
  });

  it('lets a named part keep its own score when no answer matches more than a word or two', () => {
    const named = hit('COOLER', 2, 0.35, { quality: 1, coverage: 0.3 });
    const [part] = scoreNamedParts([hit('GUIDANCE', 1, WEAK_ANSWER_SCORE / 2)], [named]);
    expect(part.score).toBe(0.35);
    const [ranked] = scoreNamedParts([hit('GUIDANCE', 1, WEAK_ANSWER_SCORE)], [named]);
    expect(ranked.score).toBeCloseTo(NAMED_PART_SHARE * WEAK_ANSWER_SCORE);
  });
  it("keeps the score of the best part a line name gives; the line's other parts rank at a share", () => {
    // "hyper 212 good enough for a ryzen 9": the name carries 0.46 of the question's weight,
    // under half its letters, and still outranks a guidance entry matching "ryzen 9".
    const best = hit('COOLER', 2, 0.46, { quality: 1, coverage: 0.46, line: true });
    const sibling = hit('COOLER', 3, 0.46, { quality: 1, coverage: 0.46, line: true });
    const [first, second] = scoreNamedParts([hit('GUIDANCE', 1, 0.34)], [best, sibling]);
    expect(first.score).toBe(0.46);
    expect(second.score).toBeCloseTo(NAMED_PART_SHARE * 0.34);
  });
});
