import type { EntityManager } from 'typeorm';
import { BuildGuide } from './guide.entity';

/** Build guides, in display order (position, then newest first). */
export class GuidesService {
  constructor(private readonly manager: EntityManager) {}

  /** All guides, or those of one category (case-insensitive). */
  list(category?: string | null): Promise<BuildGuide[]> {
    const query = this.manager
      .getRepository(BuildGuide)
      .createQueryBuilder('g')
      .orderBy('g.position', 'ASC')
      .addOrderBy('g.createdAt', 'DESC', 'NULLS LAST')
      .addOrderBy('g.slug', 'ASC');
    const wanted = category?.trim();
    if (wanted) query.where('lower(g.category) = lower(:category)', { category: wanted });
    return query.getMany();
  }

  bySlug(slug: string): Promise<BuildGuide | null> {
    return this.manager.getRepository(BuildGuide).findOne({ where: { slug } });
  }
}
