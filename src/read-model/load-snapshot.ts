import type { Db, SqlClient } from '../db/pool';
import { COLLECTIONS, rowsOfType, type CollectionName } from './collections';
import { RELATIONS, type ListRelation, type Relation } from './relations';
import { CatalogSnapshot, type AnswerPosting, type RelationPairs, type SnapshotData } from './snapshot';

/** The catalog version: a counter the database bumps, in the writer's transaction, on every catalog write. */
export const CATALOG_VERSION_SQL = `SELECT version::text AS version FROM catalog_state`;

export async function readCatalogVersion(db: SqlClient): Promise<string> {
  const [row] = await db.rows<{ version: string }>(CATALOG_VERSION_SQL);
  return row.version;
}

/**
 * The statement of a list relation: owner and target ids, in the list's order per owner.
 * Table and column names are ours (relations.ts), never input.
 */
export function pairsSql(relation: ListRelation): string {
  const target = COLLECTIONS[rowsOfType(relation.target)!.collection].table;
  if (relation.through) {
    const { table, ownerColumn, targetColumn } = relation.through;
    return `SELECT l.${ownerColumn} AS owner_id, l.${targetColumn} AS target_id
      FROM ${table} l JOIN ${target} t ON t.id = l.${targetColumn}
      ORDER BY l.${ownerColumn}, ${relation.order('t')}`;
  }
  return `SELECT t.${relation.ownerColumn} AS owner_id, t.id AS target_id FROM ${target} t
    ORDER BY t.${relation.ownerColumn}, ${relation.order('t')}`;
}

/**
 * The answers' search postings, read with the version they belong to. `density` is a real:
 * widened here as Postgres widens it when it ranks, so the scores computed from it are the
 * same bits. Ordered so that an index built from them is the same whatever the plan.
 */
export const ANSWER_POSTINGS_SQL = `SELECT lexeme, source, id, density::float8 AS density, in_title, title_terms, forms
  FROM search_posting ORDER BY lexeme COLLATE "C", source, id`;

async function readPairs(tx: SqlClient, relation: ListRelation): Promise<RelationPairs> {
  const rows = await tx.rows<{ owner_id: number; target_id: number }>(pairsSql(relation));
  return { ownerIds: rows.map((r) => r.owner_id), targetIds: rows.map((r) => r.target_id) };
}

/**
 * Reads one catalog version whole: its version number, every collection and every list
 * relation, in one read-only transaction at REPEATABLE READ, so all of it is the one
 * database snapshot the version number names (a write committing meanwhile is not half
 * seen), with the answers' search postings. About a dozen statements, whatever the catalog's size.
 */
export async function loadSnapshot(
  db: Db,
  relations: readonly Relation[] = RELATIONS,
): Promise<CatalogSnapshot> {
  const data = await db.transaction(async (tx): Promise<SnapshotData> => {
    await tx.rows(`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
    const version = await readCatalogVersion(tx);
    const tables = {} as SnapshotData['tables'];
    const nameKeys = new Map<number, string>();
    for (const [name, collection] of Object.entries(COLLECTIONS) as [
      CollectionName,
      (typeof COLLECTIONS)[CollectionName],
    ][]) {
      const rows = await tx.rows(`SELECT ${collection.select} FROM ${collection.table} t ORDER BY t.id`);
      if (name === 'components')
        for (const row of rows) nameKeys.set(row.id as number, row.name_key as string);
      (tables as Record<string, unknown>)[name] = rows.map(collection.map);
    }
    const pairs = new Map<number, RelationPairs>();
    for (const [i, relation] of relations.entries()) {
      if (relation.many) pairs.set(i, await readPairs(tx, relation));
    }
    const postings = await tx.rows<AnswerPosting>(ANSWER_POSTINGS_SQL);
    return { version, tables, nameKeys, pairs, postings };
  });
  return new CatalogSnapshot(data, relations);
}
