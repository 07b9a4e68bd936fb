import { modelSpecOf } from '../catalog/model-shape';
import type { Db } from '../db/pool';
import { MODEL_ORDER, modelRows, type ModelRow } from '../db/rows/model';
import { Params } from '../db/sql';
import { type DomainError, badInput } from '../errors';
import type { QueryModelsArgs } from '../graphql/generated/resolvers-types';
import type { Loaders } from '../loaders';
import { normalizeModelName, type ModelSpec } from '../rules/calculators/memory';
import { optionalText, requiredSlug } from './input';
import { MAX_SUGGESTIONS, closestMatches, notFoundWithSuggestions } from './suggestions';
import { countOf, pageScope, readCursor, keysetPage, validateFirst, type Connection } from './pagination';

/** Most words a model search may hold; each is one condition. */
export const MAX_MODEL_SEARCH_WORDS = 16;

/**
 * The searchable text of a model in SQL, folded like normalizeModelName (lowercase, no
 * spaces, dashes, underscores or slashes), so "llama 3.1 70b" and "Llama-3.1-70B" match alike.
 */
const HAYSTACK = (alias: string) =>
  `regexp_replace(lower(${alias}.slug || ${alias}.name || ${alias}.family || ${alias}.maker), '[[:space:]_/-]+', '', 'g')`;

/** The words of a model search, folded; BAD_USER_INPUT beyond MAX_MODEL_SEARCH_WORDS. */
function searchWords(search: string | null): string[] {
  if (!search) return [];
  const words = search
    .split(/[\s,]+/)
    .map(normalizeModelName)
    .filter((word) => word.length > 0);
  if (words.length > MAX_MODEL_SEARCH_WORDS)
    throw badInput('search', `must have at most ${MAX_MODEL_SEARCH_WORDS} words, got ${words.length}`);
  return words;
}

/**
 * Reads the model catalog: pages of models (loose name search), one model by slug, and a
 * model's shape as the memory estimator reads it.
 */
export class ModelService {
  constructor(
    private readonly db: Db,
    private readonly loaders: Loaders,
  ) {}

  async models(args: QueryModelsArgs): Promise<Connection<ModelRow>> {
    const first = validateFirst(args.first);
    const words = searchWords(optionalText(args.search, 'search'));
    // A cursor is valid only for the same list, order and search (checked before any SQL).
    const scope = pageScope('models', 'ID_ASC', 'int', { search: words.join(' ') });
    const position = readCursor(args.after, scope);
    const where = (params: Params) =>
      words.map((word) => `strpos(${HAYSTACK('m')}, ${params.bind(word)}) > 0`);
    const params = new Params();
    const conditions = where(params);
    const counted = new Params();
    const countConditions = where(counted);
    return keysetPage(
      this.db,
      { select: modelRows.select('m'), from: 'model m', where: conditions, id: 'm.id', params },
      { sql: MODEL_ORDER('m'), direction: 'ASC' },
      { first, position, scope },
      modelRows.map,
      countOf(this.db, 'model m', countConditions, counted.values),
    );
  }

  model(slug: string, field = 'slug'): Promise<ModelRow | null> {
    return this.loaders.modelBySlug.load(requiredSlug(slug, field));
  }

  /** The model's shape for the estimator, or NOT_FOUND naming `field` and how to find one. */
  async spec(slug: string, field: string): Promise<ModelSpec> {
    const row = await this.model(slug, field);
    if (!row) throw await this.unknownModel(slug, field);
    return this.specOf(row);
  }

  /**
   * NOT_FOUND for a model name that is not a slug, with the models a loose search finds
   * ("llama 3.1 70b" -> llama-3.1-70b), else the closest slugs. Read on this error path only.
   */
  private async unknownModel(name: string, field: string): Promise<DomainError> {
    const known = await this.db.rows<{ slug: string; haystack: string }>(
      `SELECT m.slug, ${HAYSTACK('m')} AS haystack FROM model m ORDER BY ${MODEL_ORDER('m')}`,
    );
    const words = name
      .split(/[\s,]+/)
      .map(normalizeModelName)
      .filter(Boolean)
      .slice(0, MAX_MODEL_SEARCH_WORDS);
    const loose = words.length
      ? known.filter((m) => words.every((word) => m.haystack.includes(word))).map((m) => m.slug)
      : [];
    return notFoundWithSuggestions(
      `model "${name}"`,
      field,
      loose.length
        ? loose.slice(0, MAX_SUGGESTIONS)
        : closestMatches(
            name,
            known.map((m) => m.slug),
          ),
      'models(search:) finds models by loose name and gives their slugs',
      'models',
    );
  }

  async specOf(row: ModelRow): Promise<ModelSpec> {
    const sources = await this.loaders.sourcesByModelId.load(row.id);
    return modelSpecOf(
      row,
      sources.map((s) => s.key),
    );
  }
}
