import { devQuestions } from '../fixtures/search-questions-dev';
import { heldOutQuestions } from '../fixtures/search-questions-held-out';

/** How two texts compare as search input: case and spacing aside. */
const normalised = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

describe('the labelled question set is split in two halves that share no question', () => {
  it('has no development question that is also a held-out question', () => {
    // A question in both halves is tuned on through the development set, so the held-out
    // figure would no longer say how search does on questions it was not fitted to.
    const heldOut = new Set(heldOutQuestions.map((q) => normalised(q.question)));
    expect(devQuestions.map((q) => q.question).filter((text) => heldOut.has(normalised(text)))).toEqual([]);
  });

  it('asks each question once within a half', () => {
    for (const half of [devQuestions, heldOutQuestions]) {
      const seen = new Map<string, number>();
      for (const q of half) seen.set(normalised(q.question), (seen.get(normalised(q.question)) ?? 0) + 1);
      expect([...seen].filter(([, count]) => count > 1).map(([text]) => text)).toEqual([]);
    }
  });
});
