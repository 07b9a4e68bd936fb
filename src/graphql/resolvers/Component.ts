import type { ComponentRow } from '../../db/rows/component';
import { slotLayoutBasisOf } from '../../rules/analysis/slot-layout';
import type {
  ComponentResolvers,
  GpuResolvers,
  MotherboardResolvers,
  Resolvers,
} from '../../graphql/generated/resolvers-types';
import type { Linked } from '../../read-model';
import { toGlobalId } from '../../services/global-id';
import { DEFAULT_PRICE_CONDITION, performancePerDollar } from '../../rules';

/*
 * Relations (sources, benchmarks, a card's chip, a board's slots...) have no resolver: the
 * read model holds them as properties of the rows (src/read-model/relations.ts), which the
 * default resolver reads. Only computed fields are resolved here.
 */

/** Fields every component type resolves the same way. */
const commonFields = {
  id: (c: ComponentRow) => toGlobalId(c.__typename, c.id),
  mergedExternalIds: (c: ComponentRow) => c.mergedExternalIds ?? [],
};

const Component: ComponentResolvers = {
  __resolveType: (component) => component.__typename,
};

const Gpu: GpuResolvers = {
  ...commonFields,
  performancePerDollar: (gpu, { condition }) =>
    performancePerDollar(gpu, condition ?? DEFAULT_PRICE_CONDITION),
};

const Motherboard: MotherboardResolvers = {
  ...commonFields,
  pcieSlotLayoutKnown: (board) => (board as Linked<'Motherboard'>).pcieSlots.length > 0,
  slotLayoutBasis: (board) => slotLayoutBasisOf(board as never),
  // The row holds the source's key; the field shows the source.
  slotLayoutSource: async (board, _args, { services }) =>
    board.slotLayoutSource
      ? ((await services.knowledge.sourcesByKeys([board.slotLayoutSource]))[0] ?? null)
      : null,
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
  GraphicsCard: commonFields,
  UnifiedMemorySystem: commonFields,
  GpuServer: commonFields,
};
