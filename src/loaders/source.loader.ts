import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { rowsQuery } from '../db/sql';
import type { SourceEntity } from '../db/entities';
import { groupRows, indexRows } from './group-by';

const SOURCE_COLUMNS = 's.id, s.key, s.title, s.url, s.publisher, s.year, s.version';
const SOURCE_ORDER = 'ORDER BY s.year DESC NULLS LAST, s.id';

type OwnedSource = SourceEntity & { owner_id: number };

/**
 * Join tables linking a fact row to its sources. Names are ours, never user input.
 * A component's sources live with its other relations (component-relations.ts).
 */
const LINK_TABLES = {
  useCase: { table: 'use_case_source', owner: 'use_case_id' },
  guidance: { table: 'guidance_source', owner: 'guidance_id' },
} as const;

function sourcesByOwner(db: DataSource, link: keyof typeof LINK_TABLES) {
  const { table, owner } = LINK_TABLES[link];
  const sql = `SELECT l.${owner} AS owner_id, ${SOURCE_COLUMNS}
    FROM ${table} l JOIN source s ON s.id = l.source_id
    WHERE l.${owner} = ANY($1::int[]) ${SOURCE_ORDER}`;
  const query = rowsQuery(db);
  return new DataLoader<number, SourceEntity[]>(async (ids) => {
    const rows = await query<OwnedSource>(sql, [ids]);
    return groupRows(ids, rows, (row) => row.owner_id).map((list) =>
      list.map(({ owner_id: _owner, ...source }) => source as SourceEntity),
    );
  });
}

export function createSourceLoaders(db: DataSource) {
  const query = rowsQuery(db);
  return {
    sourceById: new DataLoader<number, SourceEntity | null>(async (ids) => {
      const rows = await query<SourceEntity>(
        `SELECT ${SOURCE_COLUMNS} FROM source s WHERE s.id = ANY($1::int[])`,
        [ids],
      );
      return indexRows(ids, rows, (row) => row.id);
    }),
    sourceByKey: new DataLoader<string, SourceEntity | null>(async (keys) => {
      const rows = await query<SourceEntity>(
        `SELECT ${SOURCE_COLUMNS} FROM source s WHERE s.key = ANY($1::text[])`,
        [keys],
      );
      return indexRows(keys, rows, (row) => row.key);
    }),
    sourcesByUseCaseId: sourcesByOwner(db, 'useCase'),
    sourcesByGuidanceId: sourcesByOwner(db, 'guidance'),
  };
}
