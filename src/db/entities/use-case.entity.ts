import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A kind of deep-learning work and the GPU memory it needs, per one dated source. */
@Entity('use_case')
export class UseCaseEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column('text', { unique: true }) slug: string;
  @Column('text') name: string;
  @Column('text') description: string;
  @Column('double precision', { name: 'min_vram_gb' }) minVramGb: number;
  @Column('double precision', { name: 'recommended_vram_gb', nullable: true })
  recommendedVramGb: number | null;
  @Column('integer', { name: 'cpu_threads_per_gpu', nullable: true })
  cpuThreadsPerGpu: number | null;
  @Column('integer', { default: 1 }) version: number;
}
