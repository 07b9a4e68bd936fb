import { getIntrospectionQuery, parse } from 'graphql';
import { checkTokenLimit, countTokensUpTo, QUERY_LIMITS } from '../../../src/graphql/limits';
import { PLANNER_QUERY, repeat } from './fixtures';

/** Whether graphql's own parser accepts `query` under `maxTokens` (what Apollo's parseOptions does). */
function parserAccepts(query: string, maxTokens: number): boolean {
  try {
    parse(query, { maxTokens });
    return true;
  } catch (error) {
    if ((error as Error).message.includes('tokens')) return false;
    throw error;
  }
}

describe('countTokensUpTo', () => {
  it('counts punctuators, names and values, not comments, commas or the end of the file', () => {
    expect(countTokensUpTo('{ a }', 100)).toBe(3);
    expect(countTokensUpTo('query Q($n: Int = 5) { gpus(first: $n) { totalCount } }', 100)).toBe(22);
    expect(countTokensUpTo('# a comment\n{ a, b } # another', 100)).toBe(4);
    expect(countTokensUpTo('{ a(s: """block""") }', 100)).toBe(8);
    expect(countTokensUpTo('', 100)).toBe(0);
  });

  it('stops at the limit', () => {
    expect(countTokensUpTo(`{ ${repeat('__typename', 100_000)} }`, 10)).toBe(10);
    expect(countTokensUpTo('{ a }', 0)).toBe(0);
  });

  it('never throws on a lexical error: it returns the count so far', () => {
    expect(countTokensUpTo('{ a(s: "unterminated', 100)).toBe(5);
    expect(countTokensUpTo('{ a ^ b }', 100)).toBe(2);
    expect(countTokensUpTo('{ a(n: 1.) }', 100)).toBe(5);
    expect(countTokensUpTo('\u0000', 100)).toBe(0);
  });

  it('agrees with graphql parse({ maxTokens }) at the boundary', () => {
    const documents = [PLANNER_QUERY, getIntrospectionQuery(), `{ ${repeat('__typename', 40)} }`, '{ a }'];
    for (const document of documents) {
      const tokens = countTokensUpTo(document, Number.MAX_SAFE_INTEGER);
      expect(parserAccepts(document, tokens)).toBe(true);
      expect(parserAccepts(document, tokens - 1)).toBe(false);
      expect(countTokensUpTo(document, tokens + 1)).toBe(tokens);
    }
  });
});

describe('checkTokenLimit', () => {
  it('is 1,000 tokens; realistic documents are far below', () => {
    expect(QUERY_LIMITS.maxTokens).toBe(1000);
    expect(countTokensUpTo(PLANNER_QUERY, 10_000)).toBeLessThan(400);
    expect(countTokensUpTo(getIntrospectionQuery({ descriptions: true }), 10_000)).toBeLessThan(200);
  });

  it('passes 1,000 tokens and rejects 1,001 with TOO_MANY_TOKENS', () => {
    // `{` + 998 names + `}` = 1,000 tokens.
    expect(checkTokenLimit(`{ ${repeat('__typename', 998)} }`)).toBeNull();
    const error = checkTokenLimit(`{ ${repeat('__typename', 999)} }`);
    expect(error?.message).toBe('The document has more than 1000 tokens, the limit.');
    expect(error?.extensions).toEqual({ code: 'TOO_MANY_TOKENS', limit: 1000 });
  });

  it('takes overrides', () => {
    expect(checkTokenLimit('{ a b }', { maxTokens: 4 })).toBeNull();
    expect(checkTokenLimit('{ a b c }', { maxTokens: 4 })?.extensions.code).toBe('TOO_MANY_TOKENS');
  });

  it('lets a syntax error through (the parser reports it as a 400)', () => {
    expect(checkTokenLimit('{ a(s: "unterminated')).toBeNull();
    expect(checkTokenLimit('{ gpus { ')).toBeNull();
  });
});
