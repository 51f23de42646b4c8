import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { NEWS_SOURCES, type NewsSource } from '@rigforge/common';

export { NEWS_SOURCES, type NewsSource };

/** A hardware news item: written by us (the seed) or ingested from a vendor newsroom feed. */
@Entity('news_item')
export class NewsItem {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 160 })
  slug: string;

  @Column({ type: 'varchar', length: 20 })
  source: NewsSource;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ type: 'varchar', length: 600, default: '' })
  excerpt: string;

  @Column({ type: 'varchar', length: 1000, default: '' })
  description: string;

  /** Markdown (the seed) or sanitised plain text (ingested items). */
  @Column({ type: 'text', default: '' })
  content: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  /** A path under the site's own public folder; never a remote address. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  imageUrl: string | null;

  /** The illustration's alt text. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  imageAlt: string | null;

  /** The vendor newsroom page (View Source). */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  sourceUrl: string | null;

  /** The feed's GUID (or link) for ingested items; null for ours. */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  guid: string | null;

  @Column({ type: 'timestamptz' })
  publishedAt: Date;

  @Column({ type: 'integer', default: 0 })
  views: number;

  @Column({ type: 'integer', default: 0 })
  commentCount: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
