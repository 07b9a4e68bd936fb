import DataLoader from 'dataloader';
import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ComponentEntity, UseCaseEntity, type AnyComponentEntity } from '../db/entities';

/**
 * Loads rows linked to guidance entries in one statement per batch: each linked row
 * comes back once with the array of guidance ids that point at it (GROUP BY the
 * row's primary key keeps TypeORM's entity list aligned with the raw rows).
 */
async function linkedRows<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  alias: string,
  linkTable: string,
  linkColumn: string,
  ids: readonly number[],
): Promise<T[][]> {
  const { raw, entities } = await query
    .innerJoin(linkTable, 'l', `l.${linkColumn} = ${alias}.id`)
    .addSelect('array_agg(l.guidance_id)', 'guidance_ids')
    .where('l.guidance_id = ANY(:ids)', { ids })
    .groupBy(`${alias}.id`)
    .getRawAndEntities();
  const byGuidance = new Map<number, T[]>(ids.map((id) => [id, []]));
  entities.forEach((entity, i) => {
    for (const guidanceId of raw[i].guidance_ids as number[]) byGuidance.get(guidanceId)?.push(entity);
  });
  return ids.map((id) => byGuidance.get(id) ?? []);
}

export function createGuidanceLoaders(db: DataSource) {
  return {
    useCasesByGuidanceId: new DataLoader<number, UseCaseEntity[]>((ids) =>
      linkedRows(
        db.getRepository(UseCaseEntity).createQueryBuilder('u').orderBy('u.min_vram_gb').addOrderBy('u.id'),
        'u',
        'guidance_use_case',
        'use_case_id',
        ids,
      ),
    ),
    componentsByGuidanceId: new DataLoader<number, AnyComponentEntity[]>(
      (ids) =>
        linkedRows(
          db.getRepository(ComponentEntity).createQueryBuilder('c').orderBy('c.kind').addOrderBy('c.id'),
          'c',
          'guidance_component',
          'component_id',
          ids,
        ) as Promise<AnyComponentEntity[][]>,
    ),
  };
}
