/** Upper-case, no spaces or dashes: "LGA 1200" and "lga-1200" compare equal. */
export function normalizeToken(value: string): string {
  return value.toUpperCase().replace(/[\s_-]+/g, '');
}
