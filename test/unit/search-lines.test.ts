import { lineKeys, lineText } from '../../src/services/search-lines';

describe('lineKeys: the line names a question may give a part by', () => {
  it('reads a line named by words, with or without a number', () => {
    expect(lineKeys('wraith stealth cooler good enough?')).toEqual([
      'wraithstealth',
      'wraithstealthcooler',
      'stealthcooler',
    ]);
    expect(lineKeys('hyper 212 good enough for a ryzen 9')).toEqual(['hyper212']);
    expect(lineKeys('does the fractal define 7 xl fit four gpus')).toEqual(
      expect.arrayContaining(['fractaldefine', 'define7xl', 'define7']),
    );
  });

  it('offers no run across a joining or asking word', () => {
    expect(lineKeys('is the cooler good for deep learning')).toEqual(['deeplearning']);
    expect(lineKeys('which is better')).toEqual([]);
  });

  it('needs a word of its own beyond makers, tiers and listing words', () => {
    // "ryzen 9" and "geforce rtx" begin the names of whole ranges, not one line.
    expect(lineKeys('ryzen 9')).toEqual([]);
    expect(lineKeys('geforce rtx 3090')).toEqual([]);
    expect(lineKeys('is the 5090 good')).toEqual([]);
  });
});

describe('lineText: the words that name a part by its line', () => {
  it("takes the longest run the part's folded name holds", () => {
    expect(lineText('wraith stealth cooler good enough?', 'amdwraithstealth')).toBe('wraith stealth');
    expect(lineText('does the fractal define 7 xl fit', 'fractaldesigndefine7xl')).toBe('define 7 xl');
  });

  it('is null when no run is in the name', () => {
    expect(lineText('hyper 212 good enough', 'amdwraithstealth')).toBeNull();
  });
});
