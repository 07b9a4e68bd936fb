import { slotLayoutBasisOf } from '../../rules/analysis/slot-layout';
import type { RequestContext } from '../../context';
import type { ComponentRow, GpuRow } from '../../db/rows/component';
import type {
  ComponentResolvers,
  GpuResolvers,
  GraphicsCardResolvers,
  MotherboardResolvers,
  Resolvers,
} from '../../graphql/generated/resolvers-types';
import { toGlobalId } from '../../services/global-id';
import { DEFAULT_PRICE_CONDITION, performancePerDollar } from '../../rules';
import { softwareSupportKey } from '../../loaders/factories/knowledge.factories';
import { keptRelation } from '../../loaders/projected-page';

/** Fields every component type resolves the same way. */
const commonFields = {
  id: (c: ComponentRow) => toGlobalId(c.__typename, c.id),
  // A projected page's rows carry their relations (loaders/projected-page.ts).
  sources: (c: ComponentRow, _args: unknown, { loaders }: RequestContext) =>
    keptRelation(c, 'sources') ?? loaders.sourcesByComponentId.load(c.id),
  priceObservations: (c: ComponentRow, _args: unknown, { loaders }: RequestContext) =>
    keptRelation(c, 'priceObservations') ?? loaders.priceObservationsByComponentId.load(c.id),
  mergedExternalIds: (c: ComponentRow) => c.mergedExternalIds ?? [],
};

const Component: ComponentResolvers = {
  __resolveType: (component) => component.__typename,
};

const Gpu: GpuResolvers = {
  ...commonFields,
  performancePerDollar: (gpu, { condition }) =>
    performancePerDollar(gpu, condition ?? DEFAULT_PRICE_CONDITION),
  benchmarks: (gpu, _args, { loaders }) =>
    keptRelation(gpu, 'benchmarks') ?? loaders.benchmarksByGpuId.load(gpu.id),
  cloudOfferings: (gpu, _args, { loaders }) =>
    keptRelation(gpu, 'cloudOfferings') ?? loaders.cloudOfferingsByGpuId.load(gpu.id),
  softwareSupport: (gpu, _args, { loaders }) =>
    loaders.softwareSupportByArchitecture.load(softwareSupportKey(gpu.vendor, gpu.architecture)),
};

const Motherboard: MotherboardResolvers = {
  ...commonFields,
  pcieSlots: (board, _args, { loaders }) => loaders.pcieSlotsByMotherboardId.load(board.id),
  pcieSlotLayoutKnown: async (board, _args, { loaders }) =>
    (await loaders.pcieSlotsByMotherboardId.load(board.id)).length > 0,
  slotLayoutBasis: async (board, _args, { loaders }) =>
    slotLayoutBasisOf({
      formFactor: board.formFactor,
      pcieSlotGroups: board.pcieSlotGroups ?? null,
      pcieSlots: await loaders.pcieSlotsByMotherboardId.load(board.id),
    } as never),
  slotLayoutSource: (board, _args, { loaders }) =>
    board.slotLayoutSource ? loaders.sourceByKey.load(board.slotLayoutSource) : null,
};

const GraphicsCard: GraphicsCardResolvers = {
  ...commonFields,
  // The chip reference is a GPU by construction (a foreign key to a GPU row).
  chip: async (card, _args, { loaders }) => (await loaders.componentById.load(card.chipId)) as GpuRow,
};

export const componentResolvers: Resolvers = {
  Component,
  Gpu,
  Motherboard,
  Cpu: commonFields,
  MemoryKit: commonFields,
  Psu: commonFields,
  Storage: commonFields,
  Case: commonFields,
  Cooler: commonFields,
  GraphicsCard,
};
