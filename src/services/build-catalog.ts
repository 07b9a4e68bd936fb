import type { DataSource } from 'typeorm';
import { ComponentEntity, PcieSlotEntity, type AnyComponentEntity } from '../db/entities';
import { catalogFromFacts, type BuildCatalog } from '../rules';
import { toFacts } from './facts';

/**
 * Every part as rule facts, grouped by kind, for recommendBuild's search: two
 * statements (components, slots) whatever the catalog size. Also returns the entities
 * by slug so the answer can name the chosen parts without another query.
 */
export async function loadBuildCatalog(
  db: DataSource,
): Promise<{ catalog: BuildCatalog; entities: Map<string, AnyComponentEntity> }> {
  const [components, slots] = await Promise.all([
    db.getRepository(ComponentEntity).find({ order: { id: 'ASC' } }) as Promise<AnyComponentEntity[]>,
    db.getRepository(PcieSlotEntity).find({ order: { motherboardId: 'ASC', position: 'ASC' } }),
  ]);
  const slotsByBoard = new Map<number, PcieSlotEntity[]>();
  for (const slot of slots) {
    const list = slotsByBoard.get(slot.motherboardId) ?? [];
    list.push(slot);
    slotsByBoard.set(slot.motherboardId, list);
  }
  const entities = new Map<string, AnyComponentEntity>();
  const facts = components.map((component) => {
    entities.set(component.slug, component);
    return toFacts(component, slotsByBoard.get(component.id) ?? []);
  });
  const catalog = catalogFromFacts(facts);
  return { catalog, entities };
}
