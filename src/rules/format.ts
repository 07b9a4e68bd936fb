/**
 * Formatting for finding messages: numbers with thousands separators and units, counted
 * component names ("4 x GeForce RTX 3090"), and readable lists.
 */

const formatters = new Map<number, Intl.NumberFormat>();
/** Below this, String() of an integer has no exponent. */
const MAX_PLAIN_INTEGER = 1e15;
/** Where en-US puts a group separator in a run of digits. */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** `1536` -> "1,536"; `15.75` with 1 digit -> "15.8". Trailing zeros are dropped. */
export function formatNumber(value: number, maxFractionDigits = 0): string {
  // Whole numbers, most of what findings print: the same text as Intl's en-US grouping,
  // without its cost (Intl.NumberFormat#format is a visible share of a checkBuild's CPU).
  if (Number.isInteger(value) && Math.abs(value) < MAX_PLAIN_INTEGER) {
    return String(value).replace(THOUSANDS, ',');
  }
  let formatter = formatters.get(maxFractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: maxFractionDigits });
    formatters.set(maxFractionDigits, formatter);
  }
  // Avoid "-0".
  const result = formatter.format(value);
  return result === '-0' ? '0' : result;
}

/** "1,536 W". */
export function formatWatts(watts: number): string {
  return `${formatNumber(Math.round(watts))} W`;
}

/** "24 GB" (one decimal when needed). */
export function formatGb(gigabytes: number): string {
  return `${formatNumber(gigabytes, 1)} GB`;
}

/** "$1,499". */
export function formatUsd(usd: number): string {
  return `$${formatNumber(Math.round(usd))}`;
}

/** "87 %". */
export function formatPercent(fraction: number, maxFractionDigits = 0): string {
  return `${formatNumber(fraction * 100, maxFractionDigits)} %`;
}

/** "GeForce RTX 3090" for one, "4 x GeForce RTX 3090" for several. */
export function countedName(name: string, quantity: number): string {
  return quantity === 1 ? name : `${formatNumber(quantity)} x ${name}`;
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length === 0) return '';
  if (items.length === 1) return items[0];
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "1 card" / "2 cards". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : pluralForm}`;
}

/** "3-slot" for a slot width; 2.5 -> "2.5-slot". */
export function slotWidthLabel(width: number): string {
  return `${formatNumber(width, 1)}-slot`;
}

/** Rounds to a number of decimals: roundTo(292.96, 1) -> 293. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** "an ATX board", "a Micro-ATX board": the article by the first letter (form factor names read letter by letter or as words alike). */
export function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}
