import type { DomainError } from '../errors';
import type { CatalogSnapshot } from '../read-model';
import { closestMatches, notFoundWithSuggestions } from './suggestions';

/**
 * NOT_FOUND with suggestions for the lookups by slug (component, useCase, model): the read
 * that finds nothing is the services' own; only this error path reads the known slugs of
 * the request's catalog version to suggest the closest (issue 26: `component(slug:)`
 * returned null with no error).
 */
export class NotFoundService {
  constructor(private readonly catalog: () => Promise<CatalogSnapshot>) {}

  async component(slug: string, field = 'slug'): Promise<DomainError> {
    const snapshot = await this.catalog();
    return notFoundWithSuggestions(
      `component "${slug}"`,
      field,
      closestMatches(slug, [...snapshot.componentSlugs()]),
      'components(search:) and search find component slugs',
      'search',
    );
  }

  async useCase(slug: string, field = 'slug'): Promise<DomainError> {
    const snapshot = await this.catalog();
    return notFoundWithSuggestions(
      `use case "${slug}"`,
      field,
      closestMatches(
        slug,
        snapshot.all('useCases').map((useCase) => useCase.slug),
      ),
      'useCases lists every use case',
      'useCases',
    );
  }

  async model(slug: string, field = 'slug'): Promise<DomainError> {
    const snapshot = await this.catalog();
    return notFoundWithSuggestions(
      `model "${slug}"`,
      field,
      closestMatches(
        slug,
        snapshot.all('models').map((model) => model.slug),
      ),
      'models(search:) finds model slugs',
      'models',
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
