import { Entity, PrimaryColumn } from 'typeorm';

/** One view per visitor (a hashed session or cookie id, as news_view), guide and UTC day. */
@Entity('guide_view')
export class GuideView {
  @PrimaryColumn({ type: 'uuid' })
  guideId: string;

  @PrimaryColumn({ type: 'varchar', length: 64 })
  visitor: string;

  @PrimaryColumn({ type: 'date' })
  day: string;
}
