import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A live provider's last answer for one part, shared by every instance (see pricing.rules cacheState). */
@Entity('price_cache')
export class PriceCacheEntry {
  /** bestbuy, amazon. */
  @PrimaryColumn({ type: 'varchar', length: 20 })
  provider: string;

  /** The component id, or name:<normalized name>. */
  @PrimaryColumn({ type: 'varchar', length: 300 })
  subject: string;

  /** The offers as JSON (dates as ISO strings). */
  @Column({ type: 'jsonb' })
  offers: unknown;

  @Column({ type: 'timestamptz' })
  fetchedAt: Date;
}
