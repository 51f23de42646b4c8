import type { Cents } from '@rigforge/common';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { SavedPart } from './saved-build-component.entity';

/**
 * A build a user saved. Private unless `isPublic`; anyone holding the share token may read it. The
 * times are set by the service from the injected clock (millisecond precision, so that the list's
 * keyset cursor round-trips exactly).
 */
@Entity('saved_build')
export class SavedBuild {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  ownerId: string;

  @Column({ type: 'varchar', length: 100 })
  title: string;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  description: string | null;

  /** The total-price tier label (docs/requirements.md §4), e.g. Mid-Range Gaming. */
  @Column({ type: 'varchar', length: 40 })
  category: string;

  @Column({ type: 'boolean', default: false })
  isPublic: boolean;

  @Column({ type: 'varchar', length: 64 })
  shareToken: string;

  @Column({ type: 'integer' })
  totalPriceCents: Cents;

  /** The budget the build was planned for, in cents (whole dollars), when known. */
  @Column({ type: 'integer', nullable: true })
  budgetCents: Cents | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  buildType: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  resolution: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  useCases: string[];

  @Column({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  updatedAt: Date;

  /** Not a column: the parts, when the service has them at hand (just written). */
  components?: SavedPart[];
}
