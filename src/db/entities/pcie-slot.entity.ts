import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { MotherboardEntity } from './component.entity';

/** One expansion slot of a motherboard, position 1 nearest the CPU. */
@Entity('pcie_slot')
export class PcieSlotEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column('integer', { name: 'motherboard_id' })
  motherboardId: number;

  @ManyToOne('MotherboardEntity', (board: MotherboardEntity) => board.pcieSlots, {
    onDelete: 'CASCADE',
  })
  @JoinColumn({ name: 'motherboard_id' })
  motherboard?: MotherboardEntity;

  @Column('integer') position: number;
  @Column('integer', { name: 'physical_lanes' }) physicalLanes: number;
  @Column('integer', { name: 'electrical_lanes' }) electricalLanes: number;
  @Column('integer') gen: number;
  @Column('boolean', { name: 'from_cpu', nullable: true }) fromCpu: boolean | null;
  @Column('integer', { name: 'shared_with', array: true, nullable: true })
  sharedWith: number[] | null;
}
