import { SNIPPET_WORDS, cutSnippet } from '../../src/services/search-snippet';

const ANSWER =
  "Continuous loads should stay at 80% of a circuit's rating. On a common 15 A breaker it is 1,440 W. " +
  'Two 350-450 W GPUs plus a CPU already approach the 120 V limit; with more than three GPUs, plan on ' +
  'two PSUs fed from two different circuits. ' +
  'Filler words follow here so that the text runs well past one window of words and the window has to move along.';

describe('cutSnippet', () => {
  it('marks every written form of the terms and keeps the text between them as written', () => {
    const snippet = cutSnippet(
      ANSWER,
      { breaker: ['breaker'], circuit: ['circuit', 'circuits'] },
      new Map(),
    )!;
    expect(snippet).toMatch(/«breaker»/);
    expect(snippet).toMatch(/«circuit's» rating/);
    expect(snippet.replace(/[«»]/g, '')).toContain('On a common 15 A breaker it is 1,440 W.');
  });

  it('picks the window whose terms weigh most, and says where it cut', () => {
    const weights = new Map([
      ['breaker', 5],
      ['gpus', 0.1],
    ]);
    const snippet = cutSnippet(ANSWER, { breaker: ['breaker'], gpus: ['gpus'] }, weights)!;
    expect(snippet).toMatch(/«breaker»/);
    expect(snippet.endsWith('…')).toBe(true);
    const words = snippet.replace(/[«»…]/g, ' ').match(/[\p{L}\p{N}]+(?:[.'’-][\p{L}\p{N}]+)*/gu)!;
    expect(words.length).toBeLessThanOrEqual(SNIPPET_WORDS);
  });

  it('without a match shows the first words; without text, null', () => {
    expect(cutSnippet(ANSWER, {}, new Map())!.startsWith('Continuous loads')).toBe(true);
    expect(cutSnippet(null, { breaker: ['breaker'] })).toBeNull();
  });

  it('marks hyphenated words by their parts', () => {
    expect(cutSnippet('Use nvidia-smi to cap it.', { smi: ['smi'] })).toBe('Use «nvidia-smi» to cap it.');
  });
});
