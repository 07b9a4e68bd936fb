import type { CleaningChange } from './cleaning-rules';
import type { MapResult, MappedRecord, Rejection } from './dataset-types';
import { parseJsonLines } from './jsonl-reader';
import { RowReader } from './row-reader';
import { slugify, stripManufacturer, uniquifySlugs } from './slug';

/** Key of the Source row every BuildCores-derived record cites. */
export const BUILDCORES_SOURCE_KEY = 'dataset-buildcores-opendb';
export const BUILDCORES_ID_PREFIX = 'buildcores:';

/** What every BuildCores row carries, in rigbase's vocabulary. */
export interface BuildcoresBase {
  slug: string;
  /** Display name without the manufacturer. */
  name: string;
  manufacturer: string;
  releaseYear?: number;
  sources: string[];
}

export interface RowMapping<S> {
  /** The kind-specific fields; absent when the row is rejected (reader.reasons not empty). */
  fields?: Omit<S, keyof BuildcoresBase>;
  extra?: Record<string, unknown>;
  /** What cleaning rules changed against the dataset's values. */
  changes?: CleaningChange[];
}

/**
 * Runs one BuildCores category through `mapRow`: parses each line, reads the common fields
 * (id, name, manufacturer, release year), lets `mapRow` read the rest with the same
 * RowReader, and turns every problem into a rejection with all its reasons.
 */
export function mapBuildcores<S extends BuildcoresBase>(
  text: string,
  mapRow: (reader: RowReader, base: BuildcoresBase) => RowMapping<S>,
): MapResult<MappedRecord<S>> {
  const lines = parseJsonLines(text);
  const rejected: Rejection[] = [];
  const records: MappedRecord<S>[] = [];
  // Manufacturers named anywhere in the file: used to recover a missing one from the name.
  const makers = new Set<string>();
  for (const l of lines) {
    const maker = (l.value?.metadata as Record<string, unknown> | undefined)?.manufacturer;
    if (typeof maker === 'string' && maker.trim() !== '') makers.add(maker.trim());
  }
  const makersLongestFirst = [...makers].sort((a, b) => b.length - a.length);

  for (const l of lines) {
    if (!l.value) {
      rejected.push({ line: l.line, id: null, reasons: [l.error ?? 'unreadable line'] });
      continue;
    }
    const reader = new RowReader(l.value);
    const opendbId = reader.str('opendb_id', { required: true, label: 'opendb_id' });
    const fullName = reader.str('metadata.name', { label: 'name' });
    let manufacturer = reader.str('metadata.manufacturer', { label: 'manufacturer' });
    if (!fullName) reader.reasons.push('name missing');
    if (!manufacturer && fullName) {
      const lower = fullName.toLowerCase();
      manufacturer = makersLongestFirst.find((m) => lower.startsWith(`${m.toLowerCase()} `));
      if (manufacturer) reader.warnings.push(`manufacturer missing; taken from the name ("${manufacturer}")`);
      else reader.reasons.push('manufacturer missing and not recognisable from the name');
    }
    const name = fullName && manufacturer ? stripManufacturer(fullName, manufacturer) : (fullName ?? '');
    const releaseYear = reader.num('metadata.releaseYear', {
      integer: true,
      min: 1990,
      max: 2100,
      zeroIsUnknown: true,
      label: 'releaseYear',
    });
    const base: BuildcoresBase = {
      slug: slugify(`${manufacturer ?? ''} ${name}`),
      name,
      manufacturer: manufacturer ?? '',
      sources: [BUILDCORES_SOURCE_KEY],
    };
    if (releaseYear !== undefined) base.releaseYear = releaseYear;
    if (name && manufacturer && base.slug === '') reader.reasons.push('name gives no usable slug');
    const mapping = mapRow(reader, base);
    const id = opendbId ? `${BUILDCORES_ID_PREFIX}${opendbId}` : null;
    if (reader.reasons.length > 0 || !mapping.fields || !id) {
      const reasons = reader.reasons.length > 0 ? [...reader.reasons] : ['row could not be mapped'];
      rejected.push({ line: l.line, id, reasons });
      continue;
    }
    records.push({
      line: l.line,
      externalId: id,
      seed: { ...base, ...mapping.fields } as S,
      extra: mapping.extra ?? {},
      warnings: [...reader.warnings],
      ...(mapping.changes?.length ? { changes: mapping.changes } : {}),
    });
  }
  const slugged = records.map((r) => ({ record: r, slug: r.seed.slug, externalId: r.externalId }));
  uniquifySlugs(slugged, (externalId) =>
    externalId.slice(BUILDCORES_ID_PREFIX.length, BUILDCORES_ID_PREFIX.length + 8),
  );
  for (const s of slugged) s.record.seed.slug = s.slug;
  return { read: lines.length, records, rejected };
}
