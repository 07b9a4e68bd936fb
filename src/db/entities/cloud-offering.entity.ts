import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A dated cloud GPU instance price. */
@Entity('cloud_offering')
export class CloudOfferingEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column('text') provider: string;
  @Column('text', { name: 'instance_type' }) instanceType: string;
  @Column('integer', { name: 'gpu_id' }) gpuId: number;
  @Column('integer', { name: 'gpu_count' }) gpuCount: number;
  @Column('double precision', { name: 'on_demand_usd_per_hour', nullable: true })
  onDemandUsdPerHour: number | null;
  @Column('double precision', { name: 'spot_usd_per_hour', nullable: true })
  spotUsdPerHour: number | null;
  @Column('text', { nullable: true }) region: string | null;
  /** ISO date string; pg's `date` type is kept as text to avoid time-zone shifts. */
  @Column('date', { name: 'as_of' }) asOf: string;
  @Column('integer', { name: 'source_id' }) sourceId: number;
  @Column('integer', { default: 1 }) version: number;
}
