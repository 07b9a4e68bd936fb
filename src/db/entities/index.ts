import { BenchmarkEntity } from './benchmark.entity';
import { CloudOfferingEntity } from './cloud-offering.entity';
import { componentEntities } from './component.entity';
import { GuidanceEntity } from './guidance.entity';
import { PcieSlotEntity } from './pcie-slot.entity';
import { SourceEntity } from './source.entity';
import { UseCaseEntity } from './use-case.entity';

export * from './benchmark.entity';
export * from './cloud-offering.entity';
export * from './component.entity';
export * from './guidance.entity';
export * from './pcie-slot.entity';
export * from './source.entity';
export * from './use-case.entity';

export const entities = [
  ...componentEntities,
  PcieSlotEntity,
  SourceEntity,
  BenchmarkEntity,
  UseCaseEntity,
  GuidanceEntity,
  CloudOfferingEntity,
];
