import { modelSpecOf } from '../catalog/model-shape';
import { ErrorCode, badInput } from '../errors';
import type { CatalogSnapshot, Linked } from '../read-model';
import { normalizeModelName, resolveModelName, type ModelSpec } from '../rules/calculators/memory';
import type { ModelPageInput } from './inputs';
import { optionalText, requiredSlug } from './input';
import { pageScope, readCursor, validateFirst, type Connection } from './pagination';
import { listPage } from './pagination-lists';
import { MAX_SUGGESTIONS, closestMatches, withSuggestions } from './suggestions';

type ModelRow = Linked<'Model'>;

/** Most words a model search may hold; each is one condition. */
export const MAX_MODEL_SEARCH_WORDS = 16;

/** The searchable text of a model, folded like a search's words (normalizeModelName). */
const haystackOf = (model: ModelRow) =>
  normalizeModelName(`${model.slug}${model.name}${model.family}${model.maker}`);

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
 * Reads the model catalog from the request's catalog version: pages of models (loose name
 * search: every word must appear in the folded slug, name, family and maker; "llama 3.1
 * 70b" and "Llama-3.1-70B" match alike), one model by slug, and a model's shape as the
 * memory estimator reads it. Models are listed in catalog order (families together, as
 * seeded): by id.
 */
export class ModelService {
  constructor(private readonly catalog: () => Promise<CatalogSnapshot>) {}

  async models(args: ModelPageInput): Promise<Connection<ModelRow>> {
    const first = validateFirst(args.first);
    const words = searchWords(optionalText(args.search, 'search'));
    // A cursor is valid only for the same list, order and search (checked before any read).
    const scope = pageScope('models', 'ID_ASC', 'int', { search: words.join(' ') });
    const position = readCursor(args.after, scope);
    const snapshot = await this.catalog();
    const rows = snapshot.all('models');
    const haystacks = snapshot.derived(
      'models:haystacks',
      () => new Map(rows.map((m) => [m, haystackOf(m)])),
    );
    const matches = words.length
      ? (model: ModelRow) => words.every((word) => haystacks.get(model)!.includes(word))
      : null;
    return listPage(
      { rows, keys: rows.map((m) => m.id), direction: 'ASC' },
      { first, position, scope },
      matches,
    );
  }

  async model(slug: string, field = 'slug'): Promise<ModelRow | null> {
    const key = requiredSlug(slug, field);
    return (await this.catalog()).by('models', 'slug', key);
  }

  /**
   * The model's shape for the estimator by slug or loose name ("llama 4 scout"), or NOT_FOUND
   * naming `field` with the closest catalog models in `suggestions`.
   */
  async spec(name: string, field: string): Promise<ModelSpec> {
    const row = (await this.model(name, field)) ?? (await this.byLooseName(name, field));
    return this.specOf(row);
  }

  /** A loose name's one model, or NOT_FOUND with the closest models as suggestions. */
  private async byLooseName(name: string, field: string): Promise<ModelRow> {
    const snapshot = await this.catalog();
    const catalog = snapshot.all('models');
    const { slug, candidates } = resolveModelName(catalog, name);
    const row = slug ? snapshot.by('models', 'slug', slug) : null;
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
      'models(search:) finds models by loose name and gives their slugs; a pasted config.json estimates any model',
      'models',
    );
  }

  specOf(row: ModelRow): ModelSpec {
    return modelSpecOf(
      row,
      row.sources.map((s) => s.key),
    );
  }
}
