import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One published measurement for one GPU, with exactly one source. */
@Entity('benchmark')
export class BenchmarkEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column('integer', { name: 'gpu_id' }) gpuId: number;
  @Column('text') workload: string;
  @Column('text') metric: string;
  @Column('double precision') value: number;
  @Column('text') unit: string;
  @Column('text', { nullable: true }) precision: string | null;
  @Column('integer', { name: 'gpu_count' }) gpuCount: number;
  @Column('text', { nullable: true }) notes: string | null;
  @Column('integer', { name: 'source_id' }) sourceId: number;
  @Column('integer', { default: 1 }) version: number;
}
