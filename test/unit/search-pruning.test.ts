import {
  BOUND_SLACK,
  CANDIDATE_BUDGETS,
  rankBound,
  rankingStages,
  searchScoreBound,
  termNorm,
  type SearchTerm,
} from '../../src/services/search-pruning';
import { COMPONENT_TEXT_FACTOR, SATURATION } from '../../src/services/search-sql';

const term = (lexeme: string, ndoc: number, weight = 1, inNorm = true): SearchTerm => ({
  lexeme,
  ndoc,
  weight,
  inNorm,
});

/** "the breaker trips when I run three GPUs" on the 100 x catalog. */
const BREAKER = [
  term('breaker', 100, 13.26),
  term('circuit', 1100, 3.45, false),
  term('gpu', 19304, 0.12),
  term('gpus', 8000, 1.35),
  term('run', 4108, 2.6),
  term('three', 2200, 3.99),
  term('trip', 300, 9.57),
];

/** search_rank's contribution of one term found with weighted cover density x > 0. */
const contribution = (weight: number, x: number) => (weight * x * (1 + SATURATION)) / (x + SATURATION);

/** A deterministic pseudo-random sequence in [0, 1). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('rankingStages', () => {
  it('takes the rarest terms within each budget, then every term with bound 0', () => {
    const stages = rankingStages(BREAKER, [1000, 8000]);
    expect(stages.map((s) => s.lexemes)).toEqual([
      ['breaker', 'trip'],
      ['breaker', 'trip', 'circuit', 'three', 'run'],
      ['breaker', 'trip', 'circuit', 'three', 'run', 'gpus', 'gpu'],
    ]);
    const bound = (weight: number) => (1 + SATURATION) * weight * (1 + BOUND_SLACK);
    expect(stages[0].rankBound).toBeCloseTo(bound(3.45 + 0.12 + 1.35 + 2.6 + 3.99), 12);
    expect(stages[1].rankBound).toBeCloseTo(bound(0.12 + 1.35), 12);
    expect(stages[2].rankBound).toBe(0);
  });

  it('keeps at least the rarest term even when it alone exceeds the budget', () => {
    const stages = rankingStages([term('gpu', 19304), term('gpus', 8000)], [1000]);
    expect(stages.map((s) => s.lexemes)).toEqual([['gpus'], ['gpus', 'gpu']]);
  });

  it('drops a stage that adds no term, or that would already hold every term', () => {
    expect(rankingStages(BREAKER, [150, 350, 450]).map((s) => s.lexemes.length)).toEqual([1, 2, 7]);
    expect(rankingStages(BREAKER, [100_000])).toEqual([{ lexemes: expect.any(Array), rankBound: 0 }]);
    expect(rankingStages([term('breaker', 100)], CANDIDATE_BUDGETS)).toEqual([
      { lexemes: ['breaker'], rankBound: 0 },
    ]);
  });

  it('gives the full ranking alone without budgets, and no stage without terms', () => {
    expect(rankingStages(BREAKER, [])).toEqual([{ lexemes: expect.any(Array), rankBound: 0 }]);
    expect(rankingStages(BREAKER, [])[0].lexemes).toHaveLength(BREAKER.length);
    expect(rankingStages([], CANDIDATE_BUDGETS)).toEqual([]);
  });

  it('orders ties in document count by weight, then lexeme, whatever the input order', () => {
    const terms = [term('b', 10, 1), term('a', 10, 1), term('c', 10, 2)];
    const expected = rankingStages(terms, [])[0].lexemes;
    expect(expected).toEqual(['c', 'a', 'b']);
    expect(rankingStages([...terms].reverse(), [])[0].lexemes).toEqual(expected);
  });

  it('bounds the rank of every row containing none of the stage terms', () => {
    const next = random(42);
    for (let trial = 0; trial < 500; trial++) {
      const terms = Array.from({ length: 1 + Math.floor(next() * 8) }, (_, i) =>
        term(`t${i}`, 1 + Math.floor(next() * 5000), 0.01 + next() * 15),
      );
      for (const stage of rankingStages(terms, [500, 3000])) {
        const outside = terms.filter((t) => !stage.lexemes.includes(t.lexeme));
        // A row holding every outside term, each as strongly as cover density gets.
        const best = outside.reduce((sum, t) => sum + contribution(t.weight, 1e6 * (1 + next())), 0);
        if (outside.length === 0) expect(stage.rankBound).toBe(0);
        else expect(best).toBeLessThan(stage.rankBound);
      }
    }
  });
});

describe('rankBound', () => {
  it('is (1 + saturation) x the outside weights, with a relative margin', () => {
    expect(rankBound([term('a', 1, 2), term('b', 1, 3)])).toBe((1 + SATURATION) * 5 * (1 + BOUND_SLACK));
    expect(rankBound([])).toBe(0);
  });

  it('ignores a non-positive weight, which can only lower a score', () => {
    expect(rankBound([term('a', 1, -4), term('b', 1, 3)])).toBe(rankBound([term('b', 1, 3)]));
  });
});

describe('termNorm and searchScoreBound', () => {
  it('sums only the weights of the words of the question itself', () => {
    expect(termNorm([term('a', 1, 2), term('b', 1, 3, false)])).toBe(2);
    expect(termNorm([term('b', 1, 3, false)])).toBeNull();
    expect(termNorm([])).toBeNull();
  });

  it('divides a stage bound by the norm, never below the damped component score', () => {
    const stage = { lexemes: ['a'], rankBound: 6 };
    expect(searchScoreBound(stage, 3)).toBeCloseTo(2 * Math.max(1, COMPONENT_TEXT_FACTOR), 12);
    expect(searchScoreBound(stage, 3)).toBeGreaterThanOrEqual((COMPONENT_TEXT_FACTOR * 6) / 3);
    expect(searchScoreBound(stage, null)).toBe(0);
  });
});
