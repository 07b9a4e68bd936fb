import type { DataSource } from 'typeorm';
import { ComponentEntity, PcieSlotEntity, type AnyComponentEntity } from '../db/entities';
import type { BuildCatalog } from '../rules';
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
  const catalog: BuildCatalog = {
    gpus: [],
    cpus: [],
    motherboards: [],
    memoryKits: [],
    psus: [],
    storage: [],
    cases: [],
    coolers: [],
  };
  const entities = new Map<string, AnyComponentEntity>();
  for (const component of components) {
    entities.set(component.slug, component);
    const facts = toFacts(component, slotsByBoard.get(component.id) ?? []);
    switch (facts.kind) {
      case 'GPU':
        catalog.gpus.push(facts);
        break;
      case 'CPU':
        catalog.cpus.push(facts);
        break;
      case 'MOTHERBOARD':
        catalog.motherboards.push(facts);
        break;
      case 'MEMORY':
        catalog.memoryKits.push(facts);
        break;
      case 'PSU':
        catalog.psus.push(facts);
        break;
      case 'STORAGE':
        catalog.storage.push(facts);
        break;
      case 'CASE':
        catalog.cases.push(facts);
        break;
      case 'COOLER':
        catalog.coolers.push(facts);
        break;
    }
  }
  return { catalog, entities };
}
