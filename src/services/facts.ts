import type { AnyComponentEntity, PcieSlotEntity, UseCaseEntity } from '../db/entities';
import type { ComponentFacts, PcieSlotFacts, UseCaseFacts } from '../rules';

/**
 * Entities -> rule facts. The entities already carry the facts' field names; this
 * strips what rules must not see (ids, versions, timestamps) and adds a motherboard's
 * slots, so rules stay independent of the database layer.
 */
export function toFacts(entity: AnyComponentEntity, slots: PcieSlotEntity[] = []): ComponentFacts {
  const { id: _id, version: _version, createdAt: _c, updatedAt: _u, description: _d, ...facts } = entity;
  if (entity.kind === 'MOTHERBOARD') {
    return { ...(facts as Omit<typeof entity, 'id'>), pcieSlots: slots.map(toSlotFacts) } as ComponentFacts;
  }
  return facts as ComponentFacts;
}

function toSlotFacts(slot: PcieSlotEntity): PcieSlotFacts {
  return {
    position: slot.position,
    physicalLanes: slot.physicalLanes,
    electricalLanes: slot.electricalLanes,
    gen: slot.gen,
    fromCpu: slot.fromCpu,
    sharedWith: slot.sharedWith,
  };
}

export function useCaseFacts(useCase: UseCaseEntity): UseCaseFacts {
  return {
    slug: useCase.slug,
    name: useCase.name,
    minVramGb: useCase.minVramGb,
    recommendedVramGb: useCase.recommendedVramGb,
    cpuThreadsPerGpu: useCase.cpuThreadsPerGpu,
  };
}
