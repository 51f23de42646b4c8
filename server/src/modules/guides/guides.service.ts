import type { EntityManager } from 'typeorm';
import { SingleFlight } from '../../lib/single-flight';
import { BuildGuide } from './guide.entity';

export interface GuideListArgs {
  category?: string | null;
  limit: number;
  offset: number;
}

/** Concurrent identical list reads outside a transaction share one query. */
const listFlight = new SingleFlight<BuildGuide[]>();

/** Build guides, in display order (position, then newest first). */
export class GuidesService {
  constructor(private readonly manager: EntityManager) {}

  /**
   * One page of guides, optionally of one category (case-insensitive). The result may be shared
   * with concurrent callers: treat it as read-only.
   */
  list(args: GuideListArgs): Promise<BuildGuide[]> {
    // Inside a transaction the caller must see its own writes: no sharing there.
    if (this.manager.queryRunner?.isTransactionActive) return this.query(args);
    const key = JSON.stringify([args.category?.trim().toLowerCase() ?? '', args.limit, args.offset]);
    return listFlight.run(key, () => this.query(args));
  }

  private query({ category, limit, offset }: GuideListArgs): Promise<BuildGuide[]> {
    const query = this.manager
      .getRepository(BuildGuide)
      .createQueryBuilder('g')
      .orderBy('g.position', 'ASC')
      .addOrderBy('g.createdAt', 'DESC', 'NULLS LAST')
      .addOrderBy('g.slug', 'ASC');
    const wanted = category?.trim();
    if (wanted) query.where('lower(g.category) = lower(:category)', { category: wanted });
    return query.take(limit).skip(offset).getMany();
  }

  bySlug(slug: string): Promise<BuildGuide | null> {
    return this.manager.getRepository(BuildGuide).findOne({ where: { slug } });
  }
}
