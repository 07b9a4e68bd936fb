import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { GuidanceEntity, UseCaseEntity } from '../db/entities';
import { indexRows } from './group-by';

/**
 * Guidance entries and use cases by id, one statement per batch: search results of any
 * length cost one statement per kind of item.
 */
export function createSearchLoaders(db: DataSource) {
  return {
    guidanceById: new DataLoader<number, GuidanceEntity | null>(async (ids) => {
      const rows = await db.getRepository(GuidanceEntity).find({ where: { id: In([...ids]) } });
      return indexRows(ids, rows, (row) => row.id);
    }),
    useCaseById: new DataLoader<number, UseCaseEntity | null>(async (ids) => {
      const rows = await db.getRepository(UseCaseEntity).find({ where: { id: In([...ids]) } });
      return indexRows(ids, rows, (row) => row.id);
    }),
  };
}
