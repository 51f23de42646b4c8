import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One part of a saved build: a snapshot of its name, type and price, linked to the catalog part while it exists. */
@Entity('saved_build_component')
export class SavedBuildComponent {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  buildId: string;

  /** The order in the parts list, from 0. */
  @Column({ type: 'smallint' })
  position: number;

  /** One of the eight part categories (CPU, GPU, RAM, Storage, Motherboard, PSU, Case, Cooler). */
  @Column({ type: 'varchar', length: 20 })
  type: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'integer' })
  priceCents: number;

  /** The catalog part, or null when there was none or it has since left the catalog. */
  @Column({ type: 'uuid', nullable: true })
  componentId: string | null;
}

/** A saved part as the lists read it: everything but its own row id, which nothing shows. */
export type SavedPart = Omit<SavedBuildComponent, 'id'>;
