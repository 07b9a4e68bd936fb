import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A citable document: vendor spec sheet, article, benchmark report. */
@Entity('source')
export class SourceEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column('text', { unique: true })
  key: string;

  @Column('text')
  title: string;

  @Column('text', { nullable: true })
  url: string | null;

  @Column('text', { nullable: true })
  publisher: string | null;

  @Column('integer', { nullable: true })
  year: number | null;

  @Column('integer', { default: 1 })
  version: number;
}
