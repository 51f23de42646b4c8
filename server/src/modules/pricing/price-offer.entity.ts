import type { Cents } from '@rigforge/common';
import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Retailer } from './pricing.rules';

/**
 * A retailer's offer from an imported product feed (`npm run prices:import`): one per retailer and
 * product. Matched to a catalog part when the feed's SKU, slug or name finds one; else kept by name.
 */
@Entity('price_offer')
export class PriceOffer {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The catalog part, or null for an offer known by name only. ON DELETE CASCADE. */
  @Column({ type: 'uuid', nullable: true })
  componentId: string | null;

  /** The product's name as the feed gives it. */
  @Column({ type: 'varchar', length: 300 })
  productName: string;

  /** normalizeName of the catalog part's name when matched, else of productName: the offer's key with the retailer. */
  @Column({ type: 'varchar', length: 300 })
  normName: string;

  @Column({ type: 'varchar', length: 10 })
  retailer: Retailer;

  @Column({ type: 'integer' })
  priceCents: Cents;

  @Column({ type: 'integer', nullable: true })
  listPriceCents: Cents | null;

  @Column({ type: 'boolean', nullable: true })
  inStock: boolean | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  url: string | null;

  /** When the feed says the price was seen (else when it was imported). */
  @Column({ type: 'timestamptz' })
  observedAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
