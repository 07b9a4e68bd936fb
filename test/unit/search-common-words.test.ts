import { EVERYDAY_WORD_COUNT, everydayWords } from '../../src/services/search-common-words';
import { SPOKEN_ENGLISH_TOP_WORDS } from '../../src/services/search-common-words-data';

describe('everydayWords', () => {
  it('keeps the everyday words of a text once each, lower case, and drops the subject words', () => {
    expect(everydayWords("Why does everyone SAY one GPU is enough? Don't say NVLink")).toEqual([
      'why',
      'does',
      'everyone',
      'say',
      'one',
      'is',
      'enough',
      'don',
    ]);
  });

  it('stops at the list: words of the subject that English also uses often are not everyday', () => {
    // "card" is among the 1,000 most frequent spoken words, "machine" and "memory" are not.
    expect(EVERYDAY_WORD_COUNT).toBe(SPOKEN_ENGLISH_TOP_WORDS.length);
    expect(everydayWords('the card in the machine has no memory')).toEqual([
      'the',
      'card',
      'in',
      'has',
      'no',
    ]);
  });

  it('reads the list as lower-case words of letters, without duplicates', () => {
    expect(SPOKEN_ENGLISH_TOP_WORDS).toHaveLength(1000);
    expect(new Set(SPOKEN_ENGLISH_TOP_WORDS).size).toBe(SPOKEN_ENGLISH_TOP_WORDS.length);
    for (const word of SPOKEN_ENGLISH_TOP_WORDS) expect(word).toMatch(/^[a-z]+$/);
  });
});
