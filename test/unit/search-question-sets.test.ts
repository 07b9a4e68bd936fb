import { seedSet } from '../../seeds/data';
import { devQuestions } from '../fixtures/search-questions-dev';
import { exposedDevQuestions } from '../fixtures/search-questions-dev-exposed';
import { heldOutQuestions } from '../fixtures/search-questions-held-out';
import { labelKinds, type LabelledSearch } from '../fixtures/search-questions-labelled';

/** How two texts compare as search input: case and spacing aside. */
const normalised = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** Every labelled set by name (devQuestions already takes in every dev file). */
const SETS: Record<string, LabelledSearch[]> = {
  dev: devQuestions,
  'held-out': heldOutQuestions,
};

describe('the labelled question set is split in two halves that share no question', () => {
  it('has no development question that is also a held-out question', () => {
    // A question in both halves is tuned on through the development set, so the held-out
    // figure would no longer say how search does on questions it was not fitted to.
    const heldOut = new Set(heldOutQuestions.map((q) => normalised(q.question)));
    expect(devQuestions.map((q) => q.question).filter((text) => heldOut.has(normalised(text)))).toEqual([]);
  });

  it('takes the exposed first held-out edition into the development set', () => {
    // Tuned on since its misses were read: it must count as development, not held-out.
    const dev = new Set(devQuestions.map((q) => normalised(q.question)));
    expect(exposedDevQuestions.length).toBeGreaterThan(100);
    expect(exposedDevQuestions.filter((q) => !dev.has(normalised(q.question)))).toEqual([]);
  });

  it('asks each question once within a set', () => {
    for (const set of Object.values(SETS)) {
      const seen = new Map<string, number>();
      for (const q of set) seen.set(normalised(q.question), (seen.get(normalised(q.question)) ?? 0) + 1);
      expect([...seen].filter(([, count]) => count > 1).map(([text]) => text)).toEqual([]);
    }
  });
});

describe('every label names a seed entry', () => {
  // Read from the seed data itself (no database): a label that names no entry can never be
  // on topic, so it would lower top-1 and top-3 for a reason that has nothing to do with search.
  const seeds = seedSet();
  const kinds = labelKinds(seeds);
  /** A part's title as search shows it: its manufacturer and name. */
  const partTitles = new Map(
    seeds.components.map((part) => [part.slug, `${part.manufacturer} ${part.name}`]),
  );

  it.each(Object.entries(SETS))(
    'labels in the %s set are guidance, use case, model or part slugs',
    (_, set) => {
      const unknown = set.flatMap((q) =>
        q.expected.filter((slug) => !kinds.has(slug)).map((slug) => `${q.question}: ${slug}`),
      );
      expect(unknown).toEqual([]);
    },
  );

  it.each(Object.entries(SETS))(
    'lookups in the %s set name a seed part whose own title their pattern matches',
    (_, set) => {
      // The title pattern stands for the part's other listings in the full catalog; one that
      // misses the seed part's own title is a typo, not a stricter label.
      const wrong = set
        .filter((q) => q.lookup)
        .filter((q) => {
          const title = partTitles.get(q.expected[0]);
          return title === undefined || (q.title !== undefined && !q.title.test(title));
        })
        .map((q) => q.question);
      expect(wrong).toEqual([]);
    },
  );
});
