import type { Cents } from '@rigforge/common';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Retailer } from './pricing.rules';

/**
 * One observed price of a catalog part: from a retailer API, an imported feed, or a PC Part Dataset
 * snapshot (whose prices name no retailer: PCPartPicker's lowest). Unique per part, source, retailer
 * and time, so re-imports add nothing.
 */
@Entity('price_observation')
export class PriceObservation {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  componentId: string;

  /** null when the source names no retailer (the PC Part Dataset). */
  @Column({ type: 'varchar', length: 10, nullable: true })
  retailer: Retailer | null;

  @Column({ type: 'integer' })
  priceCents: Cents;

  @Column({ type: 'timestamptz' })
  observedAt: Date;

  /** bestbuy-api, amazon-api, feed, pc-part-dataset. */
  @Column({ type: 'varchar', length: 30 })
  source: string;
}
