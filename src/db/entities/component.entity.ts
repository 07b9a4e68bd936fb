import {
  ChildEntity,
  Column,
  CreateDateColumn,
  Entity,
  OneToMany,
  PrimaryGeneratedColumn,
  TableInheritance,
  UpdateDateColumn,
} from 'typeorm';
import type { PcieSlotEntity } from './pcie-slot.entity';

export const COMPONENT_KINDS = [
  'GPU',
  'CPU',
  'MOTHERBOARD',
  'MEMORY',
  'PSU',
  'STORAGE',
  'CASE',
  'COOLER',
] as const;
export type ComponentKind = (typeof COMPONENT_KINDS)[number];

/** pg returns double precision as number already; this keeps NULL as null, not undefined. */
const nullable = { nullable: true } as const;

/**
 * Every part in one table (single-table inheritance on `kind`): lookups by slug or id,
 * cross-kind search and pagination are one indexed scan, and the migration's per-kind
 * CHECK constraints keep the kind-specific columns honest.
 */
@Entity('component')
@TableInheritance({ column: { type: 'text', name: 'kind' } })
export class ComponentEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column('text', { unique: true })
  slug: string;

  @Column('text')
  kind: ComponentKind;

  @Column('text')
  name: string;

  @Column('text')
  manufacturer: string;

  @Column('text', nullable)
  description: string | null;

  @Column('integer', { name: 'release_year', nullable: true })
  releaseYear: number | null;

  @Column('double precision', { name: 'price_usd', nullable: true })
  priceUsd: number | null;

  @Column('double precision', { name: 'used_price_usd', nullable: true })
  usedPriceUsd: number | null;

  @Column('integer', { default: 1 })
  version: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

@ChildEntity('GPU')
export class GpuEntity extends ComponentEntity {
  declare kind: 'GPU';
  @Column('text') vendor: string;
  @Column('text') architecture: string;
  @Column('double precision', { name: 'vram_gb' }) vramGb: number;
  @Column('integer', { name: 'gpus_per_board' }) gpusPerBoard: number;
  @Column('double precision', { name: 'memory_bandwidth_gbs' }) memoryBandwidthGBs: number;
  @Column('double precision', { name: 'fp32_tflops', nullable: true }) fp32Tflops: number | null;
  @Column('double precision', { name: 'fp16_tensor_tflops', nullable: true })
  fp16TensorTflops: number | null;
  @Column('boolean', { name: 'tensor_cores' }) tensorCores: boolean;
  @Column('boolean') bf16: boolean;
  @Column('integer', { name: 'tdp_w' }) tdpW: number;
  @Column('text', { name: 'form_factor' }) formFactor: string;
  @Column('double precision', { name: 'slot_width', nullable: true }) slotWidth: number | null;
  @Column('integer', { name: 'length_mm', nullable: true }) lengthMm: number | null;
  @Column('text', { name: 'cooler_style', nullable: true }) coolerStyle: string | null;
  @Column('integer', { name: 'pcie_gen', nullable: true }) pcieGen: number | null;
  @Column('boolean') nvlink: boolean;
  @Column('integer', { name: 'pcie_connectors', nullable: true }) pcieConnectors: number | null;
  @Column('text', { name: 'memory_type', nullable: true }) memoryType: string | null;
  @Column('double precision', { name: 'relative_performance', nullable: true })
  relativePerformance: number | null;
  @Column('text', { name: 'relative_performance_method', nullable: true })
  relativePerformanceMethod: string | null;
}

@ChildEntity('CPU')
export class CpuEntity extends ComponentEntity {
  declare kind: 'CPU';
  @Column('text') socket: string;
  @Column('integer') cores: number;
  @Column('integer') threads: number;
  @Column('integer', { name: 'pcie_lanes', nullable: true }) pcieLanes: number | null;
  @Column('integer', { name: 'pcie_gen', nullable: true }) pcieGen: number | null;
  @Column('text', { name: 'memory_types', array: true }) memoryTypes: string[];
  @Column('integer', { name: 'memory_channels', nullable: true }) memoryChannels: number | null;
  @Column('double precision', { name: 'max_memory_gb', nullable: true }) maxMemoryGb: number | null;
  @Column('boolean', { name: 'ecc_support', nullable: true }) eccSupport: boolean | null;
  @Column('boolean', { name: 'registered_memory', nullable: true })
  registeredMemory: boolean | null;
  @Column('integer', { name: 'tdp_w' }) tdpW: number;
}

@ChildEntity('MOTHERBOARD')
export class MotherboardEntity extends ComponentEntity {
  declare kind: 'MOTHERBOARD';
  @Column('text') socket: string;
  @Column('text', { nullable: true }) chipset: string | null;
  @Column('text', { name: 'form_factor' }) formFactor: string;
  @Column('text', { name: 'memory_type' }) memoryType: string;
  @Column('integer', { name: 'memory_slots' }) memorySlots: number;
  @Column('double precision', { name: 'max_memory_gb', nullable: true }) maxMemoryGb: number | null;
  @Column('boolean', { name: 'ecc_support', nullable: true }) eccSupport: boolean | null;
  @Column('boolean', { name: 'registered_memory', nullable: true })
  registeredMemory: boolean | null;
  @Column('integer', { name: 'm2_slots', nullable: true }) m2Slots: number | null;
  @OneToMany('PcieSlotEntity', (slot: PcieSlotEntity) => slot.motherboard)
  pcieSlots?: PcieSlotEntity[];
}

@ChildEntity('MEMORY')
export class MemoryKitEntity extends ComponentEntity {
  declare kind: 'MEMORY';
  @Column('text', { name: 'memory_type' }) memoryType: string;
  @Column('double precision', { name: 'capacity_gb' }) capacityGb: number;
  @Column('integer') modules: number;
  @Column('integer', { name: 'speed_mts', nullable: true }) speedMts: number | null;
  @Column('boolean') ecc: boolean;
  @Column('boolean') registered: boolean;
}

@ChildEntity('PSU')
export class PsuEntity extends ComponentEntity {
  declare kind: 'PSU';
  @Column('integer') wattage: number;
  @Column('text', { name: 'efficiency_rating', nullable: true }) efficiencyRating: string | null;
  @Column('boolean') atx3: boolean;
  @Column('integer', { name: 'pcie_connectors', nullable: true }) pcieConnectors: number | null;
}

@ChildEntity('STORAGE')
export class StorageEntity extends ComponentEntity {
  declare kind: 'STORAGE';
  @Column('text', { name: 'storage_type' }) storageType: string;
  @Column('double precision', { name: 'capacity_gb' }) capacityGb: number;
  @Column('text') interface: string;
  @Column('integer', { name: 'pcie_gen', nullable: true }) pcieGen: number | null;
}

@ChildEntity('CASE')
export class CaseEntity extends ComponentEntity {
  declare kind: 'CASE';
  @Column('text', { name: 'form_factors', array: true }) formFactors: string[];
  @Column('integer', { name: 'max_gpu_length_mm', nullable: true }) maxGpuLengthMm: number | null;
  @Column('integer', { name: 'expansion_slots' }) expansionSlots: number;
  @Column('boolean', { name: 'open_frame' }) openFrame: boolean;
}

@ChildEntity('COOLER')
export class CoolerEntity extends ComponentEntity {
  declare kind: 'COOLER';
  @Column('text', { name: 'cooler_type' }) coolerType: string;
  @Column('text', { array: true }) sockets: string[];
  @Column('integer', { name: 'max_tdp_w', nullable: true }) maxTdpW: number | null;
}

export type AnyComponentEntity =
  | GpuEntity
  | CpuEntity
  | MotherboardEntity
  | MemoryKitEntity
  | PsuEntity
  | StorageEntity
  | CaseEntity
  | CoolerEntity;

// Not used for lookups; documents the entity list for the data source.
export const componentEntities = [
  ComponentEntity,
  GpuEntity,
  CpuEntity,
  MotherboardEntity,
  MemoryKitEntity,
  PsuEntity,
  StorageEntity,
  CaseEntity,
  CoolerEntity,
];
