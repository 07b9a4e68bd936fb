import { modelSpecOf } from '../catalog/model-shape';
import type { Db } from '../db/pool';
import { MODEL_ORDER, modelRows, type ModelRow } from '../db/rows/model';
import { Params } from '../db/sql';
import { ErrorCode, badInput } from '../errors';
import type { QueryModelsArgs } from '../graphql/generated/resolvers-types';
import type { Loaders } from '../loaders';
import {
  normalizeModelName,
  resolveModelName,
  type ModelSpec,
  type NamedModel,
} from '../rules/calculators/memory';
import { MAX_SUGGESTIONS, closestMatches, withSuggestions } from './suggestions';
import { optionalText, requiredSlug } from './input';
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

  /**
   * The model's shape for the estimator by slug or loose name ("llama 4 scout"), or NOT_FOUND
   * naming `field` with the closest catalog models in `suggestions`.
   */
  async spec(name: string, field: string): Promise<ModelSpec> {
    const row = (await this.model(name, field)) ?? (await this.byLooseName(name, field));
    return this.specOf(row);
  }

  /** A loose name's one model; the names and slugs are read on this path only (a miss or a loose name). */
  private async byLooseName(name: string, field: string): Promise<ModelRow> {
    const catalog = await this.db.rows<NamedModel>(`SELECT slug, name, family, maker FROM model ORDER BY id`);
    const { slug, candidates } = resolveModelName(catalog, name);
    const row = slug ? await this.loaders.modelBySlug.load(slug) : null;
    if (row) return row;
    const suggestions = candidates.length
      ? candidates.slice(0, MAX_SUGGESTIONS)
      : closestMatches(
          name,
          catalog.map((m) => m.slug),
        );
    throw withSuggestions(
      ErrorCode.NOT_FOUND,
      candidates.length > 1
        ? `model "${name}" fits ${candidates.length} catalog models`
        : `model "${name}" not found`,
      field,
      suggestions,
      'try find_models (MCP) or models(search:) (GraphQL); a pasted config.json estimates any model',
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
