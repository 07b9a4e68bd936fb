/**
 * Loose model-name matching for `models(search:)` over an in-memory catalog: "llama 3.1 70b",
 * "Llama-3.1-70B" and "llama3.1 70b" find the same entry. The DB-backed query can use the
 * same normalisation.
 */
import type { ModelSpec } from './model-spec';

/** Lower case, separators removed: "Llama-3.1 70B" -> "llama3.170b". */
export function normalizeModelName(text: string): string {
  return text.toLowerCase().replace(/[\s_\-/]+/g, '');
}

/** Entries whose slug, name or family contain every word of `search` (after normalising), in catalog order. */
export function searchModels(catalog: readonly ModelSpec[], search: string, first = 20): ModelSpec[] {
  const words = search
    .toLowerCase()
    .split(/[\s,]+/)
    .map(normalizeModelName)
    .filter((w) => w.length > 0);
  const limit = Math.min(100, Math.max(0, first));
  if (words.length === 0) return catalog.slice(0, limit);
  return catalog
    .filter((m) => {
      const hay = normalizeModelName(`${m.slug} ${m.name} ${m.family} ${m.maker}`);
      return words.every((w) => hay.includes(w));
    })
    .slice(0, limit);
}

/** A catalog entry as name resolution reads it. */
export interface NamedModel {
  slug: string;
  name: string;
  family: string;
  maker: string;
}

/**
 * The catalog model a loose name means: the slug itself, a name equal once folded
 * ("Llama 4 Scout", "gpt oss 120b"), or the one model whose slug, name, family and maker hold
 * every word. `candidates` lists the models a loose name fits when it fits several.
 */
export function resolveModelName(
  catalog: readonly NamedModel[],
  text: string,
): { slug: string | null; candidates: string[] } {
  const wanted = normalizeModelName(text);
  if (!wanted) return { slug: null, candidates: [] };
  const exact = catalog.find(
    (m) =>
      m.slug === text.trim().toLowerCase() ||
      normalizeModelName(m.slug) === wanted ||
      normalizeModelName(m.name) === wanted,
  );
  if (exact) return { slug: exact.slug, candidates: [] };
  const words = text
    .toLowerCase()
    .split(/[\s,]+/)
    .map(normalizeModelName)
    .filter((w) => w.length > 0);
  const fits = catalog.filter((m) => {
    const hay = normalizeModelName(`${m.slug} ${m.name} ${m.family} ${m.maker}`);
    return words.every((w) => hay.includes(w));
  });
  if (fits.length === 1) return { slug: fits[0].slug, candidates: [] };
  return { slug: null, candidates: fits.map((m) => m.slug) };
}
