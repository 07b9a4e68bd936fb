import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A question people ask before buying or running hardware, answered in our words. */
@Entity('guidance')
export class GuidanceEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column('text', { unique: true }) slug: string;
  @Column('text') question: string;
  @Column('text') answer: string;
  @Column('text', { array: true }) tags: string[];
  @Column('text', { array: true }) keywords: string[];
  @Column('integer', { default: 1 }) version: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
