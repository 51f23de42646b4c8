import { ARTICLE_PAGE, articlePage, type PageArgs } from '@rigforge/common';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { orBadInput, type Page } from '../../lib/cursor';
import { Article } from './article.entity';

/** Words per minute used for the reading time. */
const WORDS_PER_MINUTE = 220;

/** Whole minutes to read Markdown text, rounded up (at least 1). */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** Hardware articles: by category, by slug, and related ones. */
export class ArticlesService {
  constructor(private readonly manager: EntityManager) {}

  /** Articles newest first, at most a page's worth, optionally of one category (case-insensitive): GET /api/articles. */
  list(category?: string | null): Promise<Article[]> {
    return this.ofCategory(category)
      .orderBy('a.publishedAt', 'DESC')
      .addOrderBy('a.slug', 'ASC')
      .take(ARTICLE_PAGE.max)
      .getMany();
  }

  /**
   * One page of the connection `articles`: the category's articles (the seed's few dozen) paged in
   * memory by articlePage of @rigforge/common, the static deployment's own list code.
   */
  async page(category: string | null | undefined, paging: PageArgs): Promise<Page<Article>> {
    return orBadInput(articlePage(await this.ofCategory(category).getMany(), category, paging));
  }

  private ofCategory(category: string | null | undefined): SelectQueryBuilder<Article> {
    const query = this.manager.getRepository(Article).createQueryBuilder('a');
    const wanted = category?.trim();
    if (wanted) query.where('lower(a.category) = lower(:category)', { category: wanted });
    return query;
  }

  bySlug(slug: string): Promise<Article | null> {
    return this.manager.getRepository(Article).findOne({ where: { slug } });
  }

  /** One article by id (the API's `node(id:)`), or null. */
  byId(id: string): Promise<Article | null> {
    return this.manager.getRepository(Article).findOne({ where: { id } });
  }

  /** Other articles sharing the most tags with this one, then those of its category, then A to Z. */
  related(article: Article, limit: number): Promise<Article[]> {
    return this.manager
      .getRepository(Article)
      .createQueryBuilder('a')
      .where('a.id <> :id', { id: article.id })
      .orderBy('cardinality(ARRAY(SELECT unnest(a.tags) INTERSECT SELECT unnest(CAST(:tags AS text[]))))', 'DESC')
      .addOrderBy('(lower(a.category) = lower(:category))', 'DESC')
      .addOrderBy('a.title', 'ASC')
      .setParameters({ tags: article.tags, category: article.category })
      .take(limit)
      .getMany();
  }
}
