import type { SearchIntent } from './search-intent';

/**
 * How a search orders what its statements found (pure): answers and parts come from
 * different statements with different scores, and the intent decides which go first.
 *
 * - QUESTION: answers (guidance, use cases, models) and the parts the text names by model
 *   number (match NAME or MODEL) compete on score; parts that merely share words with the
 *   text (match TEXT) come after every answer, however well they score.
 * - LOOKUP: parts first, best first, then answers; when the text names a model number, the
 *   parts that have it come first, then answers, then parts that share other words.
 *
 * Near-duplicates collapse either way: two parts of one kind whose folded names are equal
 * are one part listed twice, and the better ranked stays. In a question, a graphics card
 * of a GPU the text names is that GPU again: the GPU stays, its cards go below the answers.
 */

/** How a hit matches: see SearchMatch in schema/search.graphql. */
export type SearchMatch = 'NAME' | 'MODEL' | 'TEXT';

/** One ranked row, before its item is loaded. */
export interface RankedHit {
  kind: string;
  id: number;
  score: number;
  match: SearchMatch;
  title: string;
  snippet: string | null;
  /** A graphics card's GPU chip. */
  chipId?: number | null;
  /** A part's folded "maker name" (component.name_key): equal keys are one part. */
  nameKey?: string | null;
  /** A named part: how closely the text's key matches its whole name (0.5 to 1). */
  quality?: number | null;
  /** A named part: the share of the text its name spans. */
  coverage?: number | null;
  /**
   * A part a question names by its line (search-lines.ts): scored by the share of the
   * question's term weight its name carries, the answers' own scale, so it keeps that score.
   */
  line?: boolean;
}

/**
 * Where a part a question names ranks among its answers: at this share of the best answer's
 * score, times how closely the text names it ("is a 3090 still worth it" lists the RTX 3090
 * among its answers, not above the best of them and not after the tenth). A text that is
 * mostly the part's name keeps its own, higher score.
 */
export const NAMED_PART_SHARE = 0.5;

/**
 * Least share of a question's letters and digits a part's name must span for the part's own
 * score, which grows with that share, to count: below it the name is a few words of a
 * sentence ("gtx 1050 ti enough to start learning") and the part ranks at its share of the
 * best answer only, as the two scores are on different scales and a short sentence's
 * answers score low. The same share as MODEL_QUESTION_MIN_COVERAGE (search-parts-rank.ts).
 */
export const NAMED_PART_MIN_COVERAGE = 0.5;

/**
 * Best answer score below which a question has no real answer: the entries match a word or
 * two of it ("enough", "good"), under a sixth of its weight (a score of 1 is every word). A
 * part the question names by model number then keeps its own score ("is the noctua nh-d15
 * enough for a 7950x" is about the NH-D15, which no guidance covers).
 */
export const WEAK_ANSWER_SCORE = 0.15;

/**
 * Named parts scored against the answers (see NAMED_PART_SHARE, NAMED_PART_MIN_COVERAGE,
 * WEAK_ANSWER_SCORE).
 */
export function scoreNamedParts(answers: readonly RankedHit[], named: readonly RankedHit[]): RankedHit[] {
  const best = answers.reduce((max, hit) => Math.max(max, hit.score), 0);
  // The best part a line name gives keeps its score; the line's other models rank as a
  // part named by a few words would (one line, one hit among the answers).
  const bestLine = named
    .filter((hit) => hit.line)
    .reduce<RankedHit | null>((top, hit) => (top === null || hit.score > top.score ? hit : top), null);
  return named.map((hit) => {
    if (hit === bestLine) return hit;
    if (hit.line) return { ...hit, score: Math.min(hit.score, NAMED_PART_SHARE * best) };
    const share = NAMED_PART_SHARE * best * (hit.quality ?? 1);
    const mostlyItsName = (hit.coverage ?? 1) >= NAMED_PART_MIN_COVERAGE;
    const ownScoreCounts = mostlyItsName || best < WEAK_ANSWER_SCORE;
    return { ...hit, score: ownScoreCounts ? Math.max(hit.score, share) : share };
  });
}

const byScore = (a: RankedHit, b: RankedHit) =>
  b.score - a.score || (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : a.id - b.id);

const key = (hit: RankedHit) => `${hit.kind}:${hit.id}`;

/** Drops repeats: the same row twice, or a part whose kind and folded name an earlier one has. */
function collapse(hits: readonly RankedHit[]): RankedHit[] {
  const seen = new Set<string>();
  const out: RankedHit[] = [];
  for (const hit of hits) {
    const keys = [key(hit)];
    if (hit.nameKey) keys.push(`${hit.kind}~${hit.nameKey}`);
    if (keys.some((k) => seen.has(k))) continue;
    for (const k of keys) seen.add(k);
    out.push(hit);
  }
  return out;
}

export interface FoundHits {
  /** Guidance, use cases and models, by text relevance. */
  answers: readonly RankedHit[];
  /** Parts the text names by model number (NAME or MODEL). */
  named: readonly RankedHit[];
  /** Parts ranked by their words (and, for a lookup, model numbers): the second statement. */
  parts: readonly RankedHit[];
}

/** A question's first tier: answers and the parts it names, without the named GPUs' cards. */
function questionTiers(found: FoundHits) {
  const namedGpus = new Set(found.named.filter((hit) => hit.kind === 'GPU').map((hit) => hit.id));
  const isCard = (hit: RankedHit) => hit.chipId != null && namedGpus.has(hit.chipId);
  return {
    upper: collapse([...found.answers, ...found.named.filter((hit) => !isCard(hit))].sort(byScore)),
    cards: found.named.filter(isCard),
  };
}

/**
 * Whether ranking parts by their words (the second statement) can change the page: always
 * for a lookup, and for a question only when its answers and named parts do not fill it.
 */
export function needsPartRanking(intent: SearchIntent, found: Omit<FoundHits, 'parts'>, first: number) {
  return intent === 'LOOKUP' || questionTiers({ ...found, parts: [] }).upper.length < first;
}

/** The first `first` hits in the order the intent gives. */
export function orderHits(intent: SearchIntent, found: FoundHits, first: number): RankedHit[] {
  if (intent === 'LOOKUP') {
    const parts = collapse([...found.parts, ...found.named].sort(byScore));
    const named = parts.filter((hit) => hit.match !== 'TEXT');
    const answers = [...found.answers].sort(byScore);
    // A lookup that names a model gets its parts, then answers, then parts sharing other words.
    const ordered = named.length
      ? [...named, ...answers, ...parts.filter((hit) => hit.match === 'TEXT')]
      : [...parts, ...answers];
    return ordered.slice(0, first);
  }
  const { upper, cards } = questionTiers(found);
  const taken = new Set(upper.map(key));
  const lower = [...cards, ...found.parts.filter((hit) => !taken.has(key(hit)))].sort(byScore);
  return collapse([...upper, ...lower]).slice(0, first);
}
