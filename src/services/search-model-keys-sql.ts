/**
 * The keys a language model is named by in a question folded like model names (search-
 * mentions.ts `fold`: lower case, no spaces, hyphens, underscores or slashes), as an SQL
 * array over the model row `m`. A question names a model when it holds one of them.
 *
 * - Its name without brackets or commas: "Command R+ (104B)" is "commandr+104b", "Command R
 *   (35B, v01)" "commandr35bv01".
 * - Its slug: "command-r-plus" is "commandrplus".
 * - Each with "+" and "plus" exchanged, since people write the one or the other ("command r+",
 *   "command r plus"); without it "command r+" would name Command R, a smaller model whose
 *   name it starts with.
 */
export function modelKeysSql(m: string): string {
  const name = `regexp_replace(lower(${m}.name), '[[:space:]_/(),-]+', '', 'g')`;
  const slug = `replace(${m}.slug, '-', '')`;
  return `ARRAY[${name}, replace(${name}, '+', 'plus'), ${slug}, replace(${slug}, 'plus', '+')]`;
}

/**
 * Whether `key` stands whole at its first place in `folded`: not followed by a digit, nor by a
 * point and a digit ("llama3" in "llama3.170b" is the start of Llama 3.1, not Llama 3; "llama3."
 * at the end of a sentence is Llama 3).
 */
export function wholeModelKeySql(folded: string, key: string): string {
  return `substr(${folded}, strpos(${folded}, ${key}) + length(${key}), 2) !~ '^([0-9]|[.][0-9])'`;
}
