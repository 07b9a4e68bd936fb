import { GraphQLError, Lexer, Source, TokenKind } from 'graphql';
import { LimitCode, limitError, resolveLimits, type QueryLimitOverrides } from './limits';

/**
 * Counts the document's lexical tokens, stopping at `limit`, so an oversized document
 * costs at most `limit` tokens of lexing. Counts what graphql's `parse(source,
 * { maxTokens })` counts: punctuators, names, values and block strings; comments and
 * the end-of-file token are not tokens. Never throws: at a lexical error (an unterminated
 * string, a stray character) it returns the count so far, leaving the error for the
 * parser to report as the usual GRAPHQL_PARSE_FAILED 400.
 *
 * To test "over the limit" ask for one more: `countTokensUpTo(query, max + 1) > max`.
 */
export function countTokensUpTo(query: string, limit: number): number {
  const lexer = new Lexer(new Source(query));
  let count = 0;
  try {
    while (count < limit && lexer.advance().kind !== TokenKind.EOF) count += 1;
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
  }
  return count;
}

/**
 * TOO_MANY_TOKENS when `query` has more than `maxTokens` tokens, else null. Cheap enough
 * to run on every request before parsing (it stops at the limit).
 */
export function checkTokenLimit(query: string, limits?: QueryLimitOverrides): GraphQLError | null {
  const { maxTokens } = resolveLimits(limits);
  if (countTokensUpTo(query, maxTokens + 1) <= maxTokens) return null;
  return limitError(LimitCode.TOO_MANY_TOKENS, `The document has more than ${maxTokens} tokens, the limit.`, {
    limit: maxTokens,
  });
}
