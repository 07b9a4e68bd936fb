import { utcToday } from '../catalog/write/prices';
import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import type { RequestContext } from '../context';
import type { Logger } from '../logger';
import { fragmentMap } from './limits/fragments';
import { coercedVariables } from './operation-variables';
import { rootFieldPolicies } from './policies';
import { flattenFields } from './selection-fold';

/**
 * Root fields whose answer is a pure function of the catalog version and the arguments:
 * those whose `@policy` in the SDL says `cache: CATALOG` (graphql/policies.ts).
 */
export function cacheableRootFields(): ReadonlySet<string> {
  return new Set([...rootFieldPolicies().values()].filter((p) => p.cache === 'CATALOG').map((p) => p.field));
}

/** Response header saying whether the answer came from the cache (`hit`) or was computed (`miss`). */
export const CACHE_HEADER = 'x-rigbase-cache';
/** No single answer may take more than this share of the budget (it would evict everything). */
const MAX_ENTRY_SHARE = 0.1;
/**
 * Longest key kept (operation name, query hash and declared variables, in characters).
 * Real keys are a few hundred characters; a request whose declared variables are larger
 * is answered but not stored, so nobody can fill the cache with megabyte keys.
 */
export const MAX_KEY_CHARS = 8 * 1024;
/** UTF-16 string length to bytes, roughly: the budget is approximate by design. */
const BYTES_PER_CHAR = 2;
/** The Map entry, the Entry object and the key string's header, counted per entry. */
const ENTRY_OVERHEAD_BYTES = 200;
const BYTES_PER_MB = 1024 * 1024;

/** What an entry is charged: its key and its answer's JSON (UTF-16), plus bookkeeping. */
export function entryBytes(key: string, chars: number): number {
  return (chars + key.length) * BYTES_PER_CHAR + ENTRY_OVERHEAD_BYTES;
}

interface Entry {
  data: Record<string, unknown>;
  bytes: number;
}

/**
 * Whole `data` objects of answered queries, keyed by operation text, name and declared variables,
 * valid for one catalog version: the first request that reads a newer version drops
 * every entry. Least recently used entries go first when the byte budget is spent.
 * Cached objects are shared between responses and never mutated.
 */
export class ResponseCache {
  private version: bigint | null = null;
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(version: string, key: string): Record<string, unknown> | undefined {
    if (!this.adopt(version)) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Re-inserting moves the entry to the young end of the Map's insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.data;
  }

  /** Every entry's key and value together: what the budget bounds. */
  get usedBytes(): number {
    return this.bytes;
  }

  /** `chars`: the answer's JSON length. The key's own length counts against the budget too. */
  set(version: string, key: string, data: Record<string, unknown>, chars: number): void {
    if (key.length > MAX_KEY_CHARS) return;
    const bytes = entryBytes(key, chars);
    if (bytes > this.maxBytes * MAX_ENTRY_SHARE || !this.adopt(version)) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.bytes;
    }
    this.entries.set(key, { data, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  /** Moves to `version` if it is newer (dropping everything); false if it is older. */
  private adopt(version: string): boolean {
    const seen = BigInt(version);
    if (this.version === null || seen > this.version) {
      this.entries.clear();
      this.bytes = 0;
      this.version = seen;
    }
    return seen === this.version;
  }
}

/**
 * Whether an operation's root fields are all cacheable (their `@policy(cache: CATALOG)`),
 * once per parsed operation (Apollo's document cache hands back the same nodes for the same
 * text): it is asked on every request.
 */
export function cacheableOperations(): (
  document: DocumentNode,
  operation: OperationDefinitionNode,
) => boolean {
  const cacheableFields = cacheableRootFields();
  const cacheable = new WeakMap<OperationDefinitionNode, boolean>();
  return (document, operation) => {
    let verdict = cacheable.get(operation);
    if (verdict === undefined) {
      // `__typename` rides along with cacheable fields; alone it needs no database at all.
      const fields = flattenFields(fragmentMap(document), [operation.selectionSet])
        .map((field) => field.name.value)
        .filter((name) => name !== '__typename');
      verdict = fields.length > 0 && fields.every((name) => cacheableFields.has(name));
      cacheable.set(operation, verdict);
    }
    return verdict;
  };
}

/**
 * Answers repeated catalog reads from memory. It runs after parsing, validation and the
 * query limits (`responseForOperation`), so a cached answer is only ever given to a
 * request that would have been executed; rate limits apply before Apollo is reached.
 * Answers are keyed by the catalog version the request reads (src/read-model, in memory:
 * no statement), the version its execution would read, so no request gets an answer of
 * another catalog than the one it reads. Only error-free answers are stored.
 */
export function createResponseCachePlugin(maxMb: number, log: Logger): ApolloServerPlugin<RequestContext> {
  const cache = new ResponseCache(maxMb * BYTES_PER_MB);
  const isCacheable = cacheableOperations();
  return {
    async requestDidStart() {
      let pending: { version: string; key: string } | null = null;
      return {
        async responseForOperation({ operation, document, request, queryHash, contextValue, schema }) {
          // No operation resolved (several and no operationName, or an unknown name):
          // execution reports it; the types say otherwise, Apollo still calls this hook.
          if (!operation || operation.operation !== 'query') return null;
          if (!isCacheable(document, operation)) return null;
          // Variables graphql-js will refuse: let execution refuse them without a database
          // round trip (a refused request reads nothing, not even the version).
          const { coerced } = coercedVariables(request, schema, operation);
          if (!coerced) return null;
          // Only the declared variables, as coerced: undeclared ones change nothing in the
          // answer, and keying on them let one client grow the cache without bound.
          // The day too: answers say when a price is over a year old (price.stale), so the
          // same catalog can answer differently tomorrow.
          const key = `${utcToday()}\u0000${request.operationName ?? ''}\u0000${queryHash}\u0000${JSON.stringify(coerced)}`;
          if (key.length > MAX_KEY_CHARS) return null;
          let version: string;
          try {
            version = (await contextValue.catalog()).version;
          } catch (error) {
            // Execution will meet the same fault and report it as usual.
            log.debug({ err: error }, 'response cache: no catalog version');
            return null;
          }
          const data = cache.get(version, key);
          if (data) {
            const headers = new HeaderMap([[CACHE_HEADER, 'hit']]);
            return { http: { status: undefined, headers }, body: { kind: 'single', singleResult: { data } } };
          }
          pending = { version, key };
          return null;
        },
        async willSendResponse({ response }) {
          if (!pending) return;
          response.http.headers.set(CACHE_HEADER, 'miss');
          const { body } = response;
          if (body.kind !== 'single' || body.singleResult.errors || !body.singleResult.data) return;
          if (response.http.status !== undefined && response.http.status !== 200) return;
          const data = body.singleResult.data;
          cache.set(pending.version, pending.key, data, JSON.stringify(data).length);
        },
      };
    },
  };
}
