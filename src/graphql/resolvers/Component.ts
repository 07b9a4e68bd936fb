import type { AnyComponentEntity, ComponentEntity, GpuEntity } from '../../db/entities';
import type { RequestContext } from '../../context';
import type {
  ComponentResolvers,
  GpuResolvers,
  MotherboardResolvers,
  Resolvers,
} from '../../graphql/generated/resolvers-types';
import { TYPE_BY_KIND, toGlobalId } from '../../services/global-id';
import { performancePerDollar } from '../../rules';

export function componentTypeName(component: AnyComponentEntity) {
  return TYPE_BY_KIND[component.kind] as 'Gpu';
}

/** Fields every component type resolves the same way. */
function commonFields(typeName: string) {
  return {
    id: (c: ComponentEntity) => toGlobalId(typeName, c.id),
    sources: (c: ComponentEntity, _args: unknown, { loaders }: RequestContext) =>
      loaders.sourcesByComponentId.load(c.id),
  };
}

const Component: ComponentResolvers = {
  __resolveType: (component) => componentTypeName(component as AnyComponentEntity),
};

const Gpu: GpuResolvers = {
  ...commonFields('Gpu'),
  performancePerDollar: (gpu: GpuEntity, { condition }) => performancePerDollar(gpu, condition ?? 'NEW'),
  benchmarks: (gpu, _args, { loaders }) => loaders.benchmarksByGpuId.load(gpu.id),
  cloudOfferings: (gpu, _args, { loaders }) => loaders.cloudOfferingsByGpuId.load(gpu.id),
};

const Motherboard: MotherboardResolvers = {
  ...commonFields('Motherboard'),
  pcieSlots: (board, _args, { loaders }) => loaders.pcieSlotsByMotherboardId.load(board.id),
};

export const componentResolvers: Resolvers = {
  Component,
  Gpu,
  Motherboard,
  Cpu: commonFields('Cpu'),
  MemoryKit: commonFields('MemoryKit'),
  Psu: commonFields('Psu'),
  Storage: commonFields('Storage'),
  Case: commonFields('Case'),
  Cooler: commonFields('Cooler'),
};
