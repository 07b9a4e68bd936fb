import type { DomainError } from '../errors';
import type { CatalogSnapshot } from '../read-model';
import { closestMatches, notFoundWithSuggestions, type Lookup } from './suggestions';

/**
 * NOT_FOUND with suggestions for the lookups by slug (component, useCase, model): the read
 * that finds nothing is the services' own; only this error path reads the known slugs of
 * the request's catalog version to suggest the closest (issue 26: `component(slug:)`
 * returned null with no error).
 */
export class NotFoundService {
  constructor(private readonly catalog: () => Promise<CatalogSnapshot>) {}

  component(slug: string, field = 'slug'): Promise<DomainError> {
    return this.unknown(`component "${slug}"`, slug, field, (s) => [...s.componentSlugs()], {
      hint: 'components(search:) and search find component slugs',
      lookup: 'search',
    });
  }

  useCase(slug: string, field = 'slug'): Promise<DomainError> {
    return this.unknown(`use case "${slug}"`, slug, field, (s) => s.all('useCases').map((u) => u.slug), {
      hint: 'useCases lists every use case',
      lookup: 'useCases',
    });
  }

  model(slug: string, field = 'slug'): Promise<DomainError> {
    return this.unknown(`model "${slug}"`, slug, field, (s) => s.all('models').map((m) => m.slug), {
      hint: 'models(search:) finds model slugs',
      lookup: 'models',
    });
  }

  private async unknown(
    what: string,
    slug: string,
    field: string,
    known: (snapshot: CatalogSnapshot) => string[],
    how: { hint: string; lookup: Lookup },
  ): Promise<DomainError> {
    const slugs = known(await this.catalog());
    return notFoundWithSuggestions(what, field, closestMatches(slug, slugs), how.hint, how.lookup);
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
