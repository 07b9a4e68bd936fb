import { policyOf, type WorkPrice } from '../policies';
import { MAX_SEARCH_LENGTH } from '../../services/input';
import { INPUT_LIMITS } from '../../services/rules-input';

/**
 * What a root field costs beyond the nodes it returns: the rules and search work it does,
 * in the cost limit's own units, so one pre-execution check bounds a request's database
 * reads and its CPU alike. Without it, ten aliased `checkBuild`s of 64 lines x 16 GPUs
 * passed the cost limit as 10 nodes and held the event loop for 15 s (issue 11).
 *
 * Calibration (2-core dev machine, `npm run bench -- --only W1,W2,W3,W4`): the worst
 * request the limits allow for each operation should stay under ~100 ms of CPU. One
 * unit of `BUILD_UNIT_COST` is one part a build check has to consider (a line's quantity);
 * the slot search and the rules are linear or better in it once models are grouped
 * by placement class (src/rules/analysis/slot-assignment.ts). Which price a root field pays
 * is declared on the field (`@policy(work:)` in the SDL).
 */

/** Any rules call: resolving its parts, running the rules, building the report. */
export const RULES_CALL_COST = 500;
/**
 * Per part unit of a checked build (sum of quantities): 25 caps a request at 2,000 units
 * (50,000 / 25), about 50 ms of rules CPU measured for 960 GPUs at ~25 ms.
 */
export const BUILD_UNIT_COST = 25;
/**
 * `recommendBuild` searches the whole parts catalog (its cost grows with the catalog,
 * not the input): 10,000 allows five per request.
 */
export const RECOMMEND_BUILD_COST = 10_000;
/**
 * `estimateMemory` beyond a plain rules call: its `fits` and `fittingGpus` re-estimate the
 * model at up to eight GPU counts and scan every catalog GPU for each (about 1.5 ms for
 * eight counts over the seeded GPUs on the 2-core dev machine), so a request holds at most
 * 25 estimates (50,000 / 2,000).
 */
export const MEMORY_FITS_COST = 1_500;
/**
 * `models(search:)`: a scan of the model catalog (tens of rows) with at most 16 substring
 * tests each; priced like a small rules call.
 */
export const MODEL_SEARCH_COST = 200;
/**
 * `search`: two statements (the question's terms, then the ranking) and the hits' rows.
 * Their work grows with the distinct words of the text, not its length: each word is a
 * vocabulary lookup, a document-frequency count, a typo correction when unknown, up to four
 * model-name keys when it has digits, and a term the ranking scores every matching row
 * for. 500 per distinct word: a realistic question (3-8 words) costs 2,500-5,000, so a
 * request can hold about ten; a 500-character text of distinct words (60-80) costs about
 * as much as the limit allows one request. What a search really took (a word matching
 * tens of thousands of parts holds a connection for hundreds of milliseconds on the full
 * catalog, docs/performance.md) is charged to the client's server-time budget afterwards.
 */
export const SEARCH_BASE_COST = 1_000;
export const SEARCH_COST_PER_WORD = 500;

/**
 * Inputs beyond what the services accept (more lines, larger quantities, longer search
 * text) are priced at those bounds, so the service refuses them with a BAD_USER_INPUT
 * naming the field rather than a cost error.
 */
const { maxBuildParts: MAX_LINES, maxQuantity: MAX_QUANTITY } = INPUT_LIMITS;

/** Sum of the quantities of a build argument, read defensively (it is not yet validated). */
function buildUnits(build: unknown): number {
  const parts = (build as { parts?: unknown } | null | undefined)?.parts;
  if (!Array.isArray(parts)) return 0;
  let units = 0;
  for (const part of parts.slice(0, MAX_LINES)) {
    const quantity = (part as { quantity?: unknown } | null)?.quantity;
    units +=
      typeof quantity === 'number' && Number.isInteger(quantity)
        ? Math.min(Math.max(quantity, 1), MAX_QUANTITY)
        : 1;
  }
  return units;
}

/** What each WorkPrice costs, given the field's arguments (read only for fields that have a price). */
const PRICES: Readonly<Record<WorkPrice, ((args: Record<string, unknown>) => number) | null>> = {
  NONE: null,
  RULES_CALL: () => RULES_CALL_COST,
  BUILD_CHECK: (args) => RULES_CALL_COST + BUILD_UNIT_COST * buildUnits(args.build),
  RECOMMEND_BUILD: () => RECOMMEND_BUILD_COST,
  MEMORY_ESTIMATE: () => RULES_CALL_COST + MEMORY_FITS_COST,
  MODEL_SEARCH: (args) => (typeof args.search === 'string' && args.search.trim() ? MODEL_SEARCH_COST : 0),
  SEARCH: (args) => SEARCH_BASE_COST + SEARCH_COST_PER_WORD * distinctWords(args.text),
  // search plus one indexed statement linking what the text names (a few rows per word).
  ASK: (args) => 2 * SEARCH_BASE_COST + SEARCH_COST_PER_WORD * distinctWords(args.text),
};

/**
 * The distinct words of a search text as the search reads them: runs of letters and digits,
 * case folded (what to_tsvector and the model-name keys start from), within the first
 * MAX_SEARCH_LENGTH characters (a longer text is the service's BAD_USER_INPUT).
 */
export function distinctWords(text: unknown): number {
  if (typeof text !== 'string') return 0;
  const words = text
    .slice(0, MAX_SEARCH_LENGTH)
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  return new Set(words ?? []).size;
}

/**
 * The work of root field `name`, at the price its `@policy(work:)` names in the SDL
 * (graphql/policies.ts); `args` is called only for fields that have a price.
 */
export function rootFieldWork(name: string, args: () => Record<string, unknown>): number {
  const price = PRICES[policyOf(name)?.work ?? 'NONE'];
  return price ? price(args()) : 0;
}
