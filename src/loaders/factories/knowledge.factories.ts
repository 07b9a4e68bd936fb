import { componentSelect, toComponent } from '../../db/rows/component';
import { guidanceRows } from '../../db/rows/guidance';
import { modelRows } from '../../db/rows/model';
import { softwareSupportRows } from '../../db/rows/software-support';
import { USE_CASE_ORDER, useCaseRows } from '../../db/rows/use-case';
import type { LoaderFactory } from '../loaders';
import { rowsByKey, rowsByOwner, rowsByUnique } from './batch';

export const useCaseById: LoaderFactory<'useCaseById'> = (db) => rowsByUnique(db, useCaseRows, 'id', 'int');

export const useCaseBySlug: LoaderFactory<'useCaseBySlug'> = (db) =>
  rowsByUnique(db, useCaseRows, 'slug', 'text');

export const guidanceById: LoaderFactory<'guidanceById'> = (db) =>
  rowsByUnique(db, guidanceRows, 'id', 'int');

/** A guidance entry's use cases, by memory tier. */
export const useCasesByGuidanceId: LoaderFactory<'useCasesByGuidanceId'> = (db) =>
  rowsByOwner(
    db,
    `SELECT l.guidance_id AS owner_id, ${useCaseRows.select('u')}
     FROM guidance_use_case l JOIN use_case u ON u.id = l.use_case_id
     WHERE l.guidance_id = ANY($1::int[]) ORDER BY ${USE_CASE_ORDER('u')}`,
    useCaseRows.map,
  );

/** A guidance entry's components, by kind then id. */
export const componentsByGuidanceId: LoaderFactory<'componentsByGuidanceId'> = (db) =>
  rowsByOwner(
    db,
    `SELECT l.guidance_id AS owner_id, ${componentSelect('c')}
     FROM guidance_component l JOIN component c ON c.id = l.component_id
     WHERE l.guidance_id = ANY($1::int[]) ORDER BY c.kind, c.id`,
    toComponent,
  );

export const modelBySlug: LoaderFactory<'modelBySlug'> = (db) => rowsByUnique(db, modelRows, 'slug', 'text');

/** The key of an architecture's software support: vendor and architecture as GPUs spell them. */
export function softwareSupportKey(vendor: string, architecture: string): string {
  return `${vendor}\u001f${architecture}`;
}

/** Software support rows by softwareSupportKey; keys are split back into the two columns. */
export const softwareSupportByArchitecture: LoaderFactory<'softwareSupportByArchitecture'> = (db) =>
  rowsByKey(
    db,
    `SELECT ${softwareSupportRows.select('t')} FROM software_support t
     JOIN unnest($1::text[]) AS k(key) ON k.key = t.vendor || chr(31) || t.architecture`,
    softwareSupportRows.map,
    (row) => softwareSupportKey(row.vendor, row.architecture),
  );
