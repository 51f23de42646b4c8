import { Entity, PrimaryColumn } from 'typeorm';

/** One view per visitor (a hashed session or cookie id), item and UTC day. */
@Entity('news_view')
export class NewsView {
  @PrimaryColumn({ type: 'uuid' })
  newsId: string;

  @PrimaryColumn({ type: 'varchar', length: 64 })
  visitor: string;

  @PrimaryColumn({ type: 'date' })
  day: string;
}
