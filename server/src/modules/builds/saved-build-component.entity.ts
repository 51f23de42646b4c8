import type { Cents } from '@rigforge/common';
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

  /** The catalog's price when saved for a catalog part; the owner's figure for a custom part. */
  @Column({ type: 'integer' })
  priceCents: Cents;

  /** True when priceCents is the owner's own figure: the part is not in the catalog, or the catalog had no price for it. */
  @Column({ type: 'boolean', default: false })
  customPrice: boolean;

  /** Kept by the builder's "Complete my build". */
  @Column({ type: 'boolean', default: false })
  locked: boolean;

  /** The owner already has it: saved at $0 and kept unless replacing it is allowed. */
  @Column({ type: 'boolean', default: false })
  owned: boolean;

  /** The catalog part, or null when there was none or it has since left the catalog. */
  @Column({ type: 'uuid', nullable: true })
  componentId: string | null;
}

/** A saved part as the lists read it: everything but its own row id, which nothing shows. */
export type SavedPart = Omit<SavedBuildComponent, 'id'>;
