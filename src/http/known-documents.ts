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
/**
 * Bytes of known documents' own texts kept beside their hashes (UTF-16, two bytes a
 * character): a repeat of one of them is recognised by a Map lookup, without hashing its
 * text or counting its tokens again, the per-request work of a client that sends the same
 * few documents all day. Only documents that passed every check are kept.
 */
export const KNOWN_TEXT_BYTES = 4 * 1024 * 1024;
/** Longer texts are known by their hash only: one of them would crowd out hundreds of others. */
export const KNOWN_TEXT_MAX_CHARS = 8 * 1024;

export class KnownDocuments {
  // 64-character keys: about 1.5 MB at the bound.
  private readonly seen = new PlanCache<true>(KNOWN_DOCUMENTS);
  private readonly texts = new PlanCache<true>(KNOWN_TEXT_BYTES);

  /** The key of `query`, for `has` and `add`. */
  keyOf(query: string): string {
    return createHash('sha256').update(query).digest('hex');
  }

  /** Whether this exact text is known, without hashing it. */
  knowsText(query: string): boolean {
    return query.length <= KNOWN_TEXT_MAX_CHARS && this.texts.get(query) !== undefined;
  }

  /** Whether the document with this key is known; when it is, its text is kept too. */
  has(key: string, query: string): boolean {
    if (this.seen.get(key) === undefined) return false;
    this.keepText(query);
    return true;
  }

  add(key: string, query: string): void {
    this.seen.set(key, true);
    this.keepText(query);
  }

  private keepText(query: string): void {
    if (query.length <= KNOWN_TEXT_MAX_CHARS) this.texts.set(query, true, query.length * 2);
  }
}
