import type { Cents } from '@rigforge/common';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Retailer } from './pricing.rules';

/** A user's price-drop alert on one part: armed until an observed price reaches the target. */
@Entity('price_alert')
export class PriceAlert {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** users.id, ON DELETE CASCADE; one alert per user and part. */
  @Column({ type: 'uuid' })
  userId: string;

  /** component.id, ON DELETE CASCADE. */
  @Column({ type: 'uuid' })
  componentId: string;

  @Column({ type: 'integer' })
  targetPriceCents: Cents;

  /** When it fired; null while armed. */
  @Column({ type: 'timestamptz', nullable: true })
  triggeredAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  triggeredPriceCents: Cents | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  triggeredRetailer: Retailer | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
