import { SOURCE_ORDER, sourceRows } from '../../db/rows/source';
import type { LoaderFactory } from '../loaders';
import { rowsByOwner, rowsByUnique } from './batch';

export const sourceById: LoaderFactory<'sourceById'> = (db) => rowsByUnique(db, sourceRows, 'id', 'int');

export const sourceByKey: LoaderFactory<'sourceByKey'> = (db) => rowsByUnique(db, sourceRows, 'key', 'text');

/** Sources through a link table (names are ours, never input); a component's are in component-relations.ts. */
function sourcesThrough(table: string, owner: string) {
  return `SELECT l.${owner} AS owner_id, ${sourceRows.select('s')}
    FROM ${table} l JOIN source s ON s.id = l.source_id
    WHERE l.${owner} = ANY($1::int[]) ORDER BY ${SOURCE_ORDER('s')}`;
}

export const sourcesByUseCaseId: LoaderFactory<'sourcesByUseCaseId'> = (db) =>
  rowsByOwner(db, sourcesThrough('use_case_source', 'use_case_id'), sourceRows.map);

export const sourcesByGuidanceId: LoaderFactory<'sourcesByGuidanceId'> = (db) =>
  rowsByOwner(db, sourcesThrough('guidance_source', 'guidance_id'), sourceRows.map);

export const sourcesByModelId: LoaderFactory<'sourcesByModelId'> = (db) =>
  rowsByOwner(db, sourcesThrough('model_source', 'model_id'), sourceRows.map);
export const sourcesBySoftwareSupportId: LoaderFactory<'sourcesBySoftwareSupportId'> = (db) =>
  rowsByOwner(db, sourcesThrough('software_support_source', 'software_support_id'), sourceRows.map);
