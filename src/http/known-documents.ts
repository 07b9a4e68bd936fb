import { createHash } from 'node:crypto';
import { PlanCache } from '../graphql/executor/plan-cache';

/**
 * Documents this process has seen recently, by the SHA-256 of their text. A document
 * seen before costs little (Apollo's document cache keeps it parsed and validated; the
 * executor may hold its plan); a new one costs parsing, validation and, once hot,
 * compiling. So new documents are counted per client (NEW_DOCUMENTS_PER_MINUTE, in
 * handler.ts) and checked for their expanded size before Apollo validates them; known
 * ones pass. A document is known to every client once any client has sent it: the work it
 * saves is shared.
 */
export const KNOWN_DOCUMENTS = 10_000;

export class KnownDocuments {
  // 64-character keys: about 1.5 MB at the bound.
  private readonly seen = new PlanCache<true>(KNOWN_DOCUMENTS);

  /** The key of `query`, for `has` and `add`. */
  keyOf(query: string): string {
    return createHash('sha256').update(query).digest('hex');
  }

  has(key: string): boolean {
    return this.seen.get(key) !== undefined;
  }

  add(key: string): void {
    this.seen.set(key, true);
  }
}
