/**
 * The things a search text names, as entities linked to the catalog (pure): the mentions
 * read from its words (search-mentions.ts) joined with the rows that link them
 * (search-entities-sql.ts). A model number links to a part only when it names one: a GPU
 * chip always, another part when few parts share the key ("rm1000x", not "b650").
 */
import type { MemoryMode, WeightFormat } from '../rules/calculators/memory';
import { SPECIFIC_PART_MATCHES, type EntityRow } from './search-entities-sql';
import { lineText } from './search-lines';
import type { Mentions } from './search-mentions';

export type SearchEntityKind =
  'MODEL' | 'GPU' | 'PSU' | 'PART' | 'WATTS' | 'BUDGET' | 'PRECISION' | 'TASK' | 'MAINS';

export interface SearchEntityModel {
  kind: SearchEntityKind;
  text: string;
  slug: string | null;
  name: string;
  quantity: number | null;
  watts: number | null;
  amountUsd: number | null;
  vramGb: number | null;
  precision: WeightFormat | null;
  mode: MemoryMode | null;
  /** The linked part's id (the resolver loads it). */
  componentId: number | null;
  /** The linked part's kind (GPU, CPU, PSU...). */
  componentKind: string | null;
  /** The linked model's slug (the resolver loads it). */
  modelSlug: string | null;
  /** Notes on how it was linked ("llama 70b" names several models...). */
  notes: string[];
}

const entity = (kind: SearchEntityKind, text: string, name: string): SearchEntityModel => ({
  kind,
  text,
  slug: null,
  name,
  quantity: null,
  watts: null,
  amountUsd: null,
  vramGb: null,
  precision: null,
  mode: null,
  componentId: null,
  componentKind: null,
  modelSlug: null,
  notes: [],
});

/** A search hit as lineNamedPart reads it: a part named by its line has its folded name. */
interface LineHit {
  kind: string;
  title: string;
  lineNameKey?: string;
  item: unknown;
}

/**
 * The entity of the first hit that is a part the text names by its line (search-lines.ts),
 * with the words that name it as its text ("wraith stealth"); null when there is none.
 */
export function lineNamedPart(text: string, hits: readonly LineHit[]): SearchEntityModel | null {
  const hit = hits.find((h) => h.lineNameKey);
  const words = hit?.lineNameKey ? lineText(text, hit.lineNameKey) : null;
  if (!hit || words === null) return null;
  const item = hit.item as { id: number; slug: string; vramGb?: number | null; wattage?: number | null };
  const gpu = hit.kind === 'GPU';
  const e = entity(gpu ? 'GPU' : hit.kind === 'PSU' ? 'PSU' : 'PART', words, hit.title);
  return Object.assign(e, {
    slug: item.slug,
    vramGb: gpu ? (item.vramGb ?? null) : null,
    watts: hit.kind === 'PSU' ? (item.wattage ?? null) : null,
    componentId: item.id,
    componentKind: hit.kind,
  });
}

const watts = (w: number) => `${w.toLocaleString('en-US')} W`;

/**
 * The model matches not inside a longer one (the statement keeps only names that stand
 * whole, search-model-keys-sql.ts; the answers' statement drops the same ones).
 */
function modelMatches(rows: readonly EntityRow[]): EntityRow[] {
  const named = rows.filter((row) => row.pos !== null && row.len !== null);
  return named.filter(
    (row) =>
      !named.some(
        (other) =>
          other !== row &&
          other.pos! <= row.pos! &&
          other.pos! + other.len! >= row.pos! + row.len! &&
          other.len! > row.len!,
      ),
  );
}

/** The text of a family-and-size mention ("Llama 70B" in "run llama 70b at home"). */
function familyText(text: string, family: string, size: string): string {
  const lower = text.toLowerCase();
  const start = lower.indexOf(family);
  const end = lower.indexOf(size, start);
  return start >= 0 && end >= 0 ? text.slice(start, end + size.length) : `${family} ${size}`;
}

/** The linked entities of a text, in the order the text names them. */
export function linkEntities(
  text: string,
  mentions: Mentions,
  rows: readonly EntityRow[],
): SearchEntityModel[] {
  const out: SearchEntityModel[] = [];
  for (const row of rows.filter((r) => r.role === 'PART')) {
    const mention = mentions.designators[(row.ord ?? 0) - 1];
    if (!mention) continue;
    const gpu = row.kind === 'GPU';
    if (!gpu && (row.matches ?? Infinity) > SPECIFIC_PART_MATCHES) continue;
    const e = entity(gpu ? 'GPU' : row.kind === 'PSU' ? 'PSU' : 'PART', mention.text, row.name);
    Object.assign(e, {
      slug: row.slug,
      quantity: mention.quantity,
      vramGb: gpu ? row.vram_gb : null,
      watts: row.kind === 'PSU' ? row.wattage : null,
      componentId: row.id,
      componentKind: row.kind,
    });
    out.push(e);
  }
  const models = modelMatches(rows.filter((r) => r.role === 'MODEL'));
  for (const row of models) {
    const from = mentions.foldedAt[row.pos! - 1];
    const to = mentions.foldedAt[row.pos! - 2 + row.len!];
    const e = entity('MODEL', text.slice(from, to + 1), row.name);
    Object.assign(e, { slug: row.slug, modelSlug: row.slug });
    out.push(e);
  }
  const family = rows.filter((r) => r.role === 'FAMILY');
  if (models.length === 0 && family.length > 0) {
    const newest = [...family].sort(
      (a, b) => (b.release_year ?? 0) - (a.release_year ?? 0) || a.slug.localeCompare(b.slug),
    )[0];
    const [word] = newest.slug.split('-');
    const size = newest.slug.replace(/^.*-/, '');
    const e = entity('MODEL', familyText(text, word, size), newest.name);
    Object.assign(e, { slug: newest.slug, modelSlug: newest.slug });
    if (family.length > 1) {
      e.notes.push(
        `"${e.text}" names ${family.length} catalog models (${family.map((r) => r.name).join(', ')}); the newest, ${newest.name}, is taken`,
      );
    }
    out.push(e);
  } else if (models.length === 0 && mentions.sizeBillions) {
    const e = entity('MODEL', mentions.sizeBillions.text, `${mentions.sizeBillions.value}B-parameter model`);
    out.push(e);
  }
  if (mentions.gpuCount && !out.some((e) => e.kind === 'GPU')) {
    const e = entity('GPU', mentions.gpuCount.text, 'GPUs');
    e.quantity = mentions.gpuCount.quantity;
    out.push(e);
  }
  for (const w of mentions.watts) {
    if (w.role === 'PSU' && out.some((e) => e.kind === 'PSU' && e.watts === w.watts)) continue;
    const e = entity(
      w.role === 'PSU' ? 'PSU' : 'WATTS',
      w.text,
      w.role === 'PSU' ? `${watts(w.watts)} PSU` : watts(w.watts),
    );
    e.watts = w.watts;
    out.push(e);
  }
  if (mentions.budget) {
    const e = entity('BUDGET', mentions.budget.text, `$${mentions.budget.usd.toLocaleString('en-US')}`);
    e.amountUsd = mentions.budget.usd;
    if (mentions.budget.currency !== 'USD')
      e.notes.push('the amount is taken as US dollars, the catalog\u2019s currency');
    out.push(e);
  }
  const namesModel = out.some((e) => e.kind === 'MODEL');
  if (mentions.precision) {
    const e = entity('PRECISION', mentions.precision.text, mentions.precision.precision);
    e.precision = mentions.precision.precision;
    out.push(e);
  }
  if (mentions.mode && namesModel) {
    const e = entity('TASK', mentions.mode.text, mentions.mode.mode);
    e.mode = mentions.mode.mode;
    out.push(e);
  }
  if (mentions.mains) {
    const { voltage, breakerAmps } = mentions.mains;
    const e = entity(
      'MAINS',
      mentions.mains.text,
      [voltage && `${voltage} V`, breakerAmps && `${breakerAmps} A`].filter(Boolean).join(', '),
    );
    out.push(e);
  }
  const lower = text.toLowerCase();
  const at = (e: SearchEntityModel) => {
    const i = lower.indexOf(e.text.toLowerCase());
    return i < 0 ? lower.length : i;
  };
  return out
    .map((e, i) => ({ e, i }))
    .sort((a, b) => at(a.e) - at(b.e) || a.i - b.i)
    .map(({ e }) => e);
}
