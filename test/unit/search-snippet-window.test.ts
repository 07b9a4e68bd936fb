import { SNIPPET_WORDS, cutSnippet } from '../../src/services/search-snippet';
import { seededRandom as random } from '../support/random';

/**
 * cutSnippet's window search visits only the matched words of each window and reuses a
 * text's words across searches (issue 29, speed); it must pick exactly the window the
 * straightforward search picked: every window sliced, its matched words filtered, its
 * distinct terms' weights summed in order of first occurrence. That reference is kept here
 * and both are run on generated texts, terms and weights, ties included.
 */

const WORD = /[\p{L}\p{N}]+(?:[.'’-][\p{L}\p{N}]+)*/gu;

function referenceSnippet(
  text: string,
  forms: Record<string, string[]>,
  weights: ReadonlyMap<string, number>,
): string | null {
  const termOf = new Map<string, string>();
  for (const [term, written] of Object.entries(forms)) for (const form of written) termOf.set(form, term);
  const list = [...text.matchAll(WORD)].map((m) => {
    const lower = m[0].toLowerCase();
    const part = termOf.has(lower) ? lower : lower.split(/[-'’]/).find((p) => termOf.has(p));
    return { start: m.index, end: m.index + m[0].length, term: part ? termOf.get(part)! : null };
  });
  if (list.length === 0) return text.trim() || null;
  let first = 0;
  let bestWeight = -1;
  let bestCount = -1;
  for (let start = 0; start === 0 || start + SNIPPET_WORDS <= list.length; start++) {
    const matched = list.slice(start, start + SNIPPET_WORDS).filter((w) => w.term !== null);
    const total = [...new Set(matched.map((w) => w.term!))].reduce(
      (sum, t) => sum + (weights.get(t) ?? 1),
      0,
    );
    if (total > bestWeight || (total === bestWeight && matched.length > bestCount)) {
      first = start;
      bestWeight = total;
      bestCount = matched.length;
    }
  }
  const window = list.slice(first, first + SNIPPET_WORDS);
  let out = first > 0 ? '… ' : '';
  let at = window[0]!.start;
  for (const word of window) {
    out += text.slice(at, word.start);
    const shown = text.slice(word.start, word.end);
    out += word.term === null ? shown : `«${shown}»`;
    at = word.end;
  }
  out += /^[^\s\p{L}\p{N}]*/u.exec(text.slice(window[window.length - 1]!.end))?.[0] ?? '';
  if (first + SNIPPET_WORDS < list.length) out += ' …';
  return out;
}

const VOCABULARY = [
  'gpu',
  'gpus',
  'breaker',
  'circuit',
  'nvidia-smi',
  "circuit's",
  'psu',
  'the',
  'a',
  'w',
  '1,440',
  '3.1',
  'fp16',
];

it.each(Array.from({ length: 200 }, (_, seed) => seed))('picks the reference window (seed %i)', (seed) => {
  const next = random(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!;
  const length = Math.floor(next() * 90);
  const text = Array.from({ length }, () => pick(VOCABULARY) + pick([' ', ' ', ', ', '. ', ' - '])).join('');
  const terms = ['gpu', 'breaker', 'circuit', 'smi', 'psu', 'fp16'].filter(() => next() < 0.5);
  const forms: Record<string, string[]> = {};
  for (const term of terms) forms[term] = VOCABULARY.filter((w) => w.includes(term) && next() < 0.8);
  // Weights of few distinct values, so windows tie often; 0.1 + 0.2 is not 0.3.
  const weights = new Map(terms.map((term) => [term, pick([0.1, 0.2, 0.3, 1, 2.5])]));
  expect(cutSnippet(text, forms, weights)).toBe(referenceSnippet(text, forms, weights));
  // A second cut of the same text (its words now remembered) is the same.
  expect(cutSnippet(text, forms, weights)).toBe(referenceSnippet(text, forms, weights));
});
