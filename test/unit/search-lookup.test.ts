import { lookupWords } from '../../src/services/search-lookup';

describe('lookupWords', () => {
  it('folds a listing name into words in any order, whatever the punctuation', () => {
    expect(lookupWords('Trident Z RGB DDR4-3000 16GB', 'search')).toEqual([
      'trident',
      '16gb',
      '3000',
      'ddr4',
      'rgb',
      'z',
    ]);
    expect(lookupWords('V SFX Gold 850W', 'search')).toEqual(['850w', 'gold', 'sfx', 'v']);
  });

  it('drops repeats and words inside longer ones', () => {
    expect(lookupWords('rtx3090 rtx 3090 RTX', 'search')).toEqual(['rtx3090']);
  });

  it('refuses a text without letters or digits, and too many words, naming the field', () => {
    expect(() => lookupWords('—!', 'filter.search')).toThrow(
      expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    );
    const long = Array.from({ length: 17 }, (_, i) => `w${i}x`).join(' ');
    expect(() => lookupWords(long, 'search')).toThrow(/at most 16 words/);
  });
});
