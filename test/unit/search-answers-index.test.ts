import { CatalogSnapshot } from '../../src/read-model';
import type { AnswerPosting, SnapshotData } from '../../src/read-model/snapshot';
import { answersIndex } from '../../src/services/search-answers-index';

/**
 * The answers index keeps what ranking and snippets need of a version's postings, and lets
 * the rows themselves go: kept both ways they were most of a large version's memory.
 */
function snapshotWith(postings: AnswerPosting[]): CatalogSnapshot {
  const tables = {
    sources: [],
    benchmarks: [],
    cloudOfferings: [],
    priceObservations: [],
    pcieSlots: [],
    components: [],
    useCases: [],
    guidance: [1, 2].map((id) => ({ id, components: [] })),
    models: [],
    softwareSupport: [],
  } as unknown as SnapshotData['tables'];
  return new CatalogSnapshot({ version: '1', tables, nameKeys: new Map(), pairs: new Map(), postings });
}

const posting = (lexeme: string, id: number, forms: string[]): AnswerPosting => ({
  lexeme,
  source: 'guidance',
  id,
  density: 0.5,
  in_title: false,
  title_terms: 3,
  forms,
});

describe('answersIndex', () => {
  it('indexes every posting by lexeme, then drops the rows', () => {
    const snapshot = snapshotWith([
      posting('breaker', 1, ['breaker']),
      posting('breaker', 2, ['breakers']),
      posting('trip', 1, ['trips', 'tripping']),
    ]);
    const index = answersIndex(snapshot);
    expect(index.byLexeme.get('breaker')?.map((p) => p.id)).toEqual([1, 2]);
    expect(index.byLexeme.get('trip')?.map((p) => p.id)).toEqual([1]);
    expect(index.forms.get(1)?.get('trip')).toEqual(['trips', 'tripping']);
    expect(() => snapshot.answerPostings()).toThrow(/dropped/);
    // Built once per version: the second call does not need the rows.
    expect(answersIndex(snapshot)).toBe(index);
  });

  it('keeps one list for word lists that answers share', () => {
    const snapshot = snapshotWith([posting('psu', 1, ['psu', 'psus']), posting('psu', 2, ['psu', 'psus'])]);
    const index = answersIndex(snapshot);
    const first = index.forms.get(1)?.get('psu');
    expect(first).toEqual(['psu', 'psus']);
    expect(index.forms.get(2)?.get('psu')).toBe(first);
  });
});
