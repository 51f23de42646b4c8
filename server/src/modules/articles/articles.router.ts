import { Router } from 'express';
import { notFound } from '../../lib/errors';
import type { Article } from './article.entity';
import { readingMinutes } from './articles.service';
import { ArticleArgs, ArticlesArgs } from './dto/articles.args';
import type { ServicesOf } from '../services';
import { queryString, validated } from '../../lib/rest-input';

/** The article shape of docs/requirements.md §3 (plus author, dates and reading time). */
export function toArticleJson(a: Article) {
  return {
    id: a.id,
    slug: a.slug,
    category: a.category,
    title: a.title,
    description: a.description,
    excerpt: a.excerpt,
    content: a.content,
    tags: a.tags,
    author: a.author,
    readingMinutes: readingMinutes(a.content),
    publishedAt: a.publishedAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

export function articlesRouter(services: ServicesOf): Router {
  const router = Router();

  router.get('/articles', async (req, res) => {
    const args = await validated(ArticlesArgs, { category: queryString(req.query.category, 'category') });
    const articles = await services(req).articles.list(args.category);
    res.json(articles.map(toArticleJson));
  });

  router.get('/articles/:slug', async (req, res) => {
    const args = await validated(ArticleArgs, { slug: req.params.slug });
    const article = await services(req).articles.bySlug(args.slug);
    if (!article) throw notFound('No article with that slug');
    res.json(toArticleJson(article));
  });

  return router;
}
