import { DomainError, ErrorCode } from '../errors';
import type { CatalogSnapshot } from '../read-model';

/**
 * "Did you mean" for unknown slugs, use cases and tags: the known values closest to what
 * the caller sent, for `extensions.suggestions` (GraphQL) and `suggestions` (MCP). Pure and
 * bounded: trigrams of at most MAX_CHARS characters, compared against every candidate once.
 */

/** How many suggestions an error carries. */
export const MAX_SUGGESTIONS = 5;
/** Longer input is cut: a suggestion for a 10 kB slug is not worth the work. */
const MAX_CHARS = 100;
/** Share of the input's trigrams a candidate must contain to be suggested at all. */
const MIN_COVERAGE = 0.4;

function trigrams(text: string): Set<string> {
  const padded = `  ${text
    .toLowerCase()
    .slice(0, MAX_CHARS)
    .replace(/[^a-z0-9]+/g, ' ')} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}

/**
 * The candidates closest to `value`, best first: ranked by how much of the input they
 * contain ("rtx-3090" is all inside "nvidia-geforce-rtx-3090"), then by overall similarity
 * (so the 3090 comes before the 3090 Ti), then alphabetically.
 */
export function closestMatches(
  value: string,
  candidates: Iterable<string>,
  limit = MAX_SUGGESTIONS,
): string[] {
  const wanted = trigrams(value);
  if (wanted.size === 0) return [];
  const scored: { candidate: string; coverage: number; dice: number }[] = [];
  for (const candidate of candidates) {
    const grams = trigrams(candidate);
    let shared = 0;
    for (const gram of wanted) if (grams.has(gram)) shared++;
    const coverage = shared / wanted.size;
    if (coverage < MIN_COVERAGE) continue;
    scored.push({ candidate, coverage, dice: (2 * shared) / (wanted.size + grams.size) });
  }
  scored.sort((a, b) => b.coverage - a.coverage || b.dice - a.dice || a.candidate.localeCompare(b.candidate));
  return scored.slice(0, limit).map((s) => s.candidate);
}

/**
 * The root query field that lists the values an unknown one was checked against (`models`
 * for model slugs, `useCases`, `search`...): what the error's hint points at. Other
 * front ends say the same in their own words (MCP names its tool for it).
 */
export type Lookup = 'models' | 'useCases' | 'search' | 'gpus' | 'guidanceTags';

/** "; did you mean "a", "b"?" or nothing. */
export function didYouMean(suggestions: readonly string[]): string {
  return suggestions.length ? `; did you mean ${suggestions.map((s) => `"${s}"`).join(', ')}?` : '';
}

/** A refusal with the closest known values: its parts stay readable for other front ends. */
export class SuggestionError extends DomainError {
  constructor(
    code: typeof ErrorCode.NOT_FOUND | typeof ErrorCode.BAD_USER_INPUT,
    /** What was not found or refused, e.g. `model "llama 3.1 70b" not found`. */
    readonly what: string,
    field: string,
    readonly suggestions: string[],
    /** Where to look values up, in the API's words. */
    readonly hint: string,
    readonly lookup: Lookup,
  ) {
    super(code, `${what}${didYouMean(suggestions)} (${hint})`, { field, suggestions });
  }
}

/** An error naming the field, with the closest known values and where to look them up. */
export function withSuggestions(
  code: typeof ErrorCode.NOT_FOUND | typeof ErrorCode.BAD_USER_INPUT,
  what: string,
  field: string,
  suggestions: string[],
  hint: string,
  lookup: Lookup,
): DomainError {
  return new SuggestionError(code, what, field, suggestions, hint, lookup);
}

/** NOT_FOUND for an unknown slug, with suggestions. */
export function notFoundWithSuggestions(
  what: string,
  field: string,
  suggestions: string[],
  hint: string,
  lookup: Lookup,
) {
  return withSuggestions(ErrorCode.NOT_FOUND, `${what} not found`, field, suggestions, hint, lookup);
}

/** NOT_FOUND for a slug that names no GPU, with the closest GPU slugs of the request's version. */
export function unknownGpu(snapshot: CatalogSnapshot, slug: string, field: string): DomainError {
  const gpus = snapshot.ofKind('GPU');
  return notFoundWithSuggestions(
    `GPU "${slug}"`,
    field,
    closestMatches(
      slug,
      gpus.map((g) => g.slug),
    ),
    'gpus(filter: { search: }) and search find GPU slugs',
    'gpus',
  );
}
