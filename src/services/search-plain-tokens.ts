import { withModelSizes } from './search-text';

/**
 * The words Postgres' text-search parser finds in a question, when the question is plain
 * enough to be sure of them without asking it: ASCII letters and digits, separated by
 * white space and punctuation the parser always reads as a gap. Then each maximal run of
 * letters and digits is one token (asciiword, numword or uint) at the next position, and its
 * lexeme depends on that token alone, so a question's terms can be assembled word by word
 * (search-terms-memo.ts). A decimal ("3.1") is one token too. Anything else (a dot or
 * colon inside a run of letters: "e.g", "v3.1", a slash, @, &, <, a leftover hyphen,
 * non-ASCII letters) can make the parser read a host, a file path, a version or a tag, and
 * the question goes to the statement instead (null).
 * test/integration/search-terms-memo.test.ts holds this against `ts_debug` on texts made
 * of these characters.
 */

/** Characters between words that the parser reads as a gap wherever they stand. */
const ALWAYS_A_GAP = /^[ \t\n\r?!,;()"'$%]$/;
/** Characters that are a gap only when no letter or digit follows ("GPUs." but not "3.1" or "e.g"). */
const GAP_AT_A_WORD_END = /^[.:]$/;
const ALNUM = /^[A-Za-z0-9]$/;
/**
 * Longest word taken: the memo keeps words by their text, so a run of letters longer than
 * any word (a pasted hash, a key) goes to the statement and is not kept.
 */
export const MAX_PLAIN_TOKEN_CHARS = 48;

/**
 * The text as the terms statement hands it to `to_tsvector`: model sizes written as the
 * entries write them, hyphens inside words made gaps (`[[:alnum:]]-` before a letter or
 * digit; the text is ASCII when this is used).
 */
export function parserInput(text: string): string {
  return withModelSizes(text).replace(/([A-Za-z0-9])-(?=[A-Za-z0-9])/g, '$1 ');
}

/**
 * The question's tokens in order, lower case (position i + 1 in its tsvector), or null when
 * the text is not plain (see the top of this file).
 */
export function plainTokens(text: string): string[] | null {
  const input = parserInput(text);
  const tokens: string[] = [];
  let start = -1;
  for (let i = 0; i <= input.length; i++) {
    const char = i < input.length ? input[i] : ' ';
    if (ALNUM.test(char)) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0) {
      const run = input.slice(start, i);
      // A decimal ("3.1", "0.5"): digits, a dot, digits and no letter after them, one token
      // as the parser reads it. A dot after it before a letter or digit ("3.1.2", a version)
      // is declined by the loop, as any such dot is.
      const decimal = char === '.' && /^[0-9]+$/.test(run) ? /^[0-9]+/.exec(input.slice(i + 1)) : null;
      if (decimal) {
        const end = i + 1 + decimal[0].length;
        if (ALNUM.test(input[end] ?? ' ') || end - start > MAX_PLAIN_TOKEN_CHARS) return null;
        tokens.push(input.slice(start, end));
        start = -1;
        i = end - 1;
        continue;
      }
      if (run.length > MAX_PLAIN_TOKEN_CHARS) return null;
      tokens.push(run.toLowerCase());
      start = -1;
    }
    if (i === input.length || ALWAYS_A_GAP.test(char)) continue;
    if (GAP_AT_A_WORD_END.test(char) && !ALNUM.test(input[i + 1] ?? ' ')) continue;
    return null;
  }
  return tokens;
}
