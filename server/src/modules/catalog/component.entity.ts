import type { Cents, DataSourceId, PartType, SpecMap } from '@rigforge/common';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

const numeric = {
  to: (value: number | null | undefined): number | null | undefined => value,
  from: (value: string | null): number | null => (value === null ? null : Number(value)),
};

/**
 * One part in the component database. The free `specs` map is what users read; the typed columns
 * beside it are derived from it (see component-row.ts) and indexed, because compatibility checks,
 * filters and the planner query them.
 */
@Entity('component')
export class Component {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 140, unique: true })
  slug: string;

  @Column({ type: 'varchar', length: 20 })
  type: PartType;

  @Column({ type: 'varchar', length: 300 })
  name: string;

  /** The name reduced for matching across sources (see normalizeName). */
  @Column({ type: 'varchar', length: 300, select: false })
  normName: string;

  @Column({ type: 'varchar', length: 80 })
  brand: string;

  @Column({ type: 'integer', nullable: true })
  priceCents: Cents | null;

  @Column({ type: 'integer', nullable: true })
  originalPriceCents: Cents | null;

  @Column({ type: 'numeric', precision: 2, scale: 1, nullable: true, transformer: numeric })
  rating: number | null;

  /** Reviews behind the rating, when a source gives them; null when we have no count. */
  @Column({ type: 'integer', nullable: true })
  reviewCount: number | null;

  /** Stock state from a retailer feed's offers (feed.import.ts) or a source that gives it; null when unknown. */
  @Column({ type: 'boolean', nullable: true })
  inStock: boolean | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  imageUrl: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  specs: SpecMap;

  // --- Typed attributes (derived from specs) ---
  @Column({ type: 'varchar', length: 20, nullable: true }) socket: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) memoryType: string | null;
  @Column({ type: 'text', array: true, nullable: true }) memoryTypes: string[] | null;
  @Column({ type: 'integer', nullable: true }) memorySpeed: number | null;
  @Column({ type: 'integer', nullable: true }) moduleCount: number | null;
  @Column({ type: 'integer', nullable: true }) moduleSizeGb: number | null;
  @Column({ type: 'integer', nullable: true }) memorySlots: number | null;
  @Column({ type: 'integer', nullable: true }) maxMemoryGb: number | null;
  @Column({ type: 'varchar', length: 40, nullable: true }) formFactor: string | null;
  @Column({ type: 'text', array: true, nullable: true }) supportedFormFactors: string[] | null;
  @Column({ type: 'text', array: true, nullable: true }) psuFormFactors: string[] | null;
  @Column({ type: 'integer', nullable: true }) gpuLengthMm: number | null;
  @Column({ type: 'numeric', precision: 3, scale: 1, nullable: true, transformer: numeric })
  slotWidth: number | null;
  @Column({ type: 'integer', nullable: true }) maxGpuLengthMm: number | null;
  @Column({ type: 'integer', nullable: true }) maxCoolerHeightMm: number | null;
  @Column({ type: 'integer', nullable: true }) maxRadiatorMm: number | null;
  @Column({ type: 'integer', nullable: true }) coolerHeightMm: number | null;
  @Column({ type: 'integer', nullable: true }) radiatorMm: number | null;
  @Column({ type: 'text', array: true, nullable: true }) coolerSockets: string[] | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) coolerType: string | null;
  /** CPU TDP or GPU board power, in W. */
  @Column({ type: 'integer', nullable: true }) tdpW: number | null;
  @Column({ type: 'integer', nullable: true }) psuWattage: number | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) psuEfficiency: string | null;
  @Column({ type: 'integer', nullable: true }) m2Slots: number | null;
  @Column({ type: 'integer', nullable: true }) sataPorts: number | null;
  @Column({ type: 'integer', nullable: true }) capacityGb: number | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) storageInterface: string | null;
  @Column({ type: 'boolean', nullable: true }) integratedGraphics: boolean | null;
  @Column({ type: 'integer', nullable: true }) vramGb: number | null;
  @Column({ type: 'integer', nullable: true }) cores: number | null;
  @Column({ type: 'varchar', length: 80, nullable: true }) chipset: string | null;

  // --- Performance indices (from the curated benchmark table) ---
  @Column({ type: 'numeric', precision: 6, scale: 1, nullable: true, transformer: numeric })
  cpuSingle: number | null;
  @Column({ type: 'numeric', precision: 6, scale: 1, nullable: true, transformer: numeric })
  cpuMulti: number | null;
  /** Averaged game frame rates at 1080p with a flagship card (cpu-gaming-index.json). */
  @Column({ type: 'numeric', precision: 6, scale: 1, nullable: true, transformer: numeric })
  cpuGaming: number | null;
  /** True when no review measured the CPU and cpuGaming is its family's estimate. */
  @Column({ type: 'boolean', nullable: true }) cpuGamingEstimated: boolean | null;
  @Column({ type: 'numeric', precision: 6, scale: 1, nullable: true, transformer: numeric })
  gpu1080: number | null;
  @Column({ type: 'numeric', precision: 6, scale: 1, nullable: true, transformer: numeric })
  gpu1440: number | null;
  @Column({ type: 'numeric', precision: 6, scale: 1, nullable: true, transformer: numeric })
  gpu4k: number | null;

  /** The value score (docs/requirements.md §9), kept as a column so the list can sort by it. */
  @Column({ type: 'numeric', precision: 12, scale: 1, nullable: true, transformer: numeric })
  valueScore: number | null;

  // --- Retailers and provenance ---
  @Column({ type: 'varchar', length: 20, nullable: true }) amazonAsin: string | null;
  @Column({ type: 'varchar', length: 40, nullable: true }) neweggItem: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) bestBuySku: string | null;
  @Column({ type: 'text', array: true, default: () => "'{}'" }) partNumbers: string[];
  @Column({ type: 'smallint', nullable: true }) releaseYear: number | null;
  @Column({ type: 'text', array: true }) sources: DataSourceId[];
  /** The day an imported price is from (its dataset snapshot); null for the seed's own prices and unpriced parts. */
  @Column({ type: 'date', nullable: true }) pricedOn: string | null;
  /** The part's id in the source that created it (BuildCores opendb_id; the slug for the seed). */
  @Column({ type: 'varchar', length: 100 }) sourceId: string;
  /** Whether every spec the compatibility rules need is known; the planner only picks complete parts. */
  @Column({ type: 'boolean' }) specsComplete: boolean;
  /** Lowercased name, type, brand and spec values, searched by the suggestions. */
  @Column({ type: 'text', select: false }) searchText: string;
  /** A digest of the imported content, so that a re-import that changes nothing writes nothing. */
  @Column({ type: 'varchar', length: 64, select: false }) contentHash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
