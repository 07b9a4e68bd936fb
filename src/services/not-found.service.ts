import type { Db } from '../db/pool';
import type { DomainError } from '../errors';
import { closestMatches, notFoundWithSuggestions } from './suggestions';

/**
 * NOT_FOUND with suggestions for the lookups by slug (component, useCase, model): the read
 * that finds nothing is the services' own; only this error path reads the known slugs to
 * suggest the closest (issue 26: `component(slug:)` returned null with no error).
 */
export class NotFoundService {
  constructor(private readonly db: Db) {}

  private async slugs(sql: string): Promise<string[]> {
    return (await this.db.rows<{ slug: string }>(sql)).map((row) => row.slug);
  }

  async component(slug: string, field = 'slug'): Promise<DomainError> {
    return notFoundWithSuggestions(
      `component "${slug}"`,
      field,
      closestMatches(slug, await this.slugs(`SELECT slug FROM component`)),
      'components(search:) and search find component slugs',
    );
  }

  async useCase(slug: string, field = 'slug'): Promise<DomainError> {
    return notFoundWithSuggestions(
      `use case "${slug}"`,
      field,
      closestMatches(slug, await this.slugs(`SELECT slug FROM use_case`)),
      'useCases lists every use case',
    );
  }

  async model(slug: string, field = 'slug'): Promise<DomainError> {
    return notFoundWithSuggestions(
      `model "${slug}"`,
      field,
      closestMatches(slug, await this.slugs(`SELECT slug FROM model`)),
      'models(search:) finds model slugs',
    );
  }
}

/** The found row, or the NOT_FOUND `unknown` makes. */
export async function foundOr<T>(
  found: T | null | undefined,
  unknown: () => Promise<DomainError>,
): Promise<T> {
  if (found != null) return found;
  throw await unknown();
}
