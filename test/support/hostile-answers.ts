import type { RawAnswer } from './process';

/** Pure helpers of the hostile-load tests, over the answers they collect. */

/** The `p`th percentile of `values` (nearest rank), NaN when there are none. */
export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** Each answer as `status` or `status CODE` (its first error's code). */
export const codesOf = (answers: RawAnswer[]): string[] =>
  answers.map((a) => {
    const errors = JSON.parse(a.text).errors as { extensions?: { code?: string } }[] | undefined;
    return errors ? `${a.status} ${errors[0].extensions?.code}` : `${a.status}`;
  });

/** How many answers got each code. */
export const tally = (codes: string[]) =>
  Object.fromEntries([...new Set(codes)].map((code) => [code, codes.filter((c) => c === code).length]));

/** The milliseconds a Server-Timing header charges (its cpu and db durations). */
export function serverTimingMs(header: string): number {
  return [...header.matchAll(/dur=([0-9.]+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
}
