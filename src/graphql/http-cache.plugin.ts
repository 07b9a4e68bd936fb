import type { ApolloServerPlugin } from '@apollo/server';
import { utcToday } from '../catalog/write/prices';
import type { RequestContext } from '../context';
import { cacheableOperations } from './response-cache.plugin';

/** The catalog version an answer was read at: equal versions, equal catalog contents. */
export const CATALOG_VERSION_HEADER = 'x-rigbase-catalog-version';
/**
 * How long a shared cache (a CDN, a proxy) may serve a public read without asking again.
 * After that it revalidates with If-None-Match and gets a 304 while the catalog version
 * and the day are unchanged; an edit is seen everywhere within this bound.
 */
export const PUBLIC_READ_MAX_AGE_S = 60;

/** The validator of a public read: the catalog version and the day (prices age by the day). */
export function publicReadEtag(catalogVersion: string, day: string = utcToday()): string {
  return `W/"c${catalogVersion}-${day.replace(/-/g, '')}"`;
}

/**
 * Cache headers for the reads a CDN may share: GET requests (a plain query, or a persisted
 * query by its hash) for catalog data only (root fields with `@policy(cache: CATALOG)`),
 * sent without an API key, answered without errors. They get `Cache-Control: public`, an
 * ETag keyed by the catalog version (the HTTP layer answers a matching If-None-Match with
 * 304) and `Vary` on what changes the bytes. Everything else keeps Apollo's no headers: a
 * POST, a keyed request, a saved build or an error is never stored by a shared cache.
 */
export function createHttpCachePlugin(): ApolloServerPlugin<RequestContext> {
  const isCacheable = cacheableOperations();
  return {
    async requestDidStart({ request }) {
      if (request.http?.method !== 'GET' || request.http.headers.get('authorization')) return;
      return {
        async willSendResponse({ response, operation, document, contextValue }) {
          if (response.body.kind !== 'single' || response.body.singleResult.errors?.length) return;
          if (!operation || operation.operation !== 'query' || !document) return;
          if (!isCacheable(document, operation)) return;
          const { version } = await contextValue.catalog();
          const headers = response.http.headers;
          headers.set('cache-control', `public, max-age=${PUBLIC_READ_MAX_AGE_S}`);
          headers.set('etag', publicReadEtag(version));
          headers.set(CATALOG_VERSION_HEADER, version);
          // CORS headers differ with Origin, and the content type with Accept.
          headers.set('vary', 'Accept, Origin');
        },
      };
    },
  };
}
