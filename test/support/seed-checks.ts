import type { ComponentSeed } from '../../seeds/types';
import { cases } from '../../seeds/data/cases';
import { coolers } from '../../seeds/data/coolers';
import { cpus } from '../../seeds/data/cpus';
import { memoryKits } from '../../seeds/data/memory-kits';
import { motherboards } from '../../seeds/data/motherboards';
import { psus } from '../../seeds/data/psus';
import { storage } from '../../seeds/data/storage';

/**
 * Checks the seed-data tests share: slug and key spelling, repeats, and citations that must
 * resolve. Each returns what is wrong, so a test asserts it is empty and a failure names
 * the rows to fix.
 */

/** The hand-entered part rows of every kind but GPUs (the 2025 files have their own test). */
export const HAND_ENTERED_PARTS: readonly ComponentSeed[] = [
  ...cpus,
  ...motherboards,
  ...memoryKits,
  ...psus,
  ...storage,
  ...cases,
  ...coolers,
];

/** Lowercase kebab-case: how every slug and source key is spelled. */
export const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The values that occur more than once (each repeat listed once per extra occurrence). */
export function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
}

/** Identifiers (slugs, keys, tags) that repeat or are not kebab-case: both empty when all are fine. */
export function identifierProblems(ids: readonly string[]): { repeated: string[]; notKebab: string[] } {
  return { repeated: duplicates(ids), notKebab: ids.filter((id) => !KEBAB.test(id)) };
}

export const NO_IDENTIFIER_PROBLEMS = { repeated: [], notKebab: [] };

/** A row that cites sources: seed rows by slug, rules by id. */
interface Citing {
  slug?: string;
  id?: string;
  sources: readonly string[];
}

/**
 * Every fact has a source: the rows that cite none (`['no source']`) or cite keys `known`
 * lacks (those keys), by slug or id; `{}` when every row cites only known sources.
 */
export function citationProblems(
  rows: readonly Citing[],
  known: ReadonlySet<string>,
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  for (const row of rows) {
    const unknown = row.sources.filter((key) => !known.has(key));
    if (row.sources.length === 0) unknown.push('no source');
    if (unknown.length > 0) problems[row.slug ?? row.id ?? '?'] = unknown;
  }
  return problems;
}
