import { Router } from 'express';
import { clientIp } from '../../lib/client-ip';
import { badInput } from '../../lib/errors';
import type { NewsItem } from './news-item.entity';
import { NEWS_PAGE, NEWS_SOURCE_LABELS, NEWS_SOURCES, parseNewsSource } from './news.rules';
import { viewingVisitor } from './news.visitor';
import type { ServicesOf } from '../services';
import { intParam, queryString } from '../../lib/rest-input';

/** docs/requirements.md §3 "News item" as JSON (dates ISO), plus publishedAt, sourceLabel, imageAlt and sourceUrl. */
export function toNewsJson(n: NewsItem) {
  return {
    id: n.id,
    slug: n.slug,
    source: n.source,
    sourceLabel: NEWS_SOURCE_LABELS[n.source],
    title: n.title,
    excerpt: n.excerpt,
    content: n.content,
    description: n.description,
    tags: n.tags,
    imageUrl: n.imageUrl,
    imageAlt: n.imageAlt,
    sourceUrl: n.sourceUrl,
    publishedAt: n.publishedAt.toISOString(),
    createdAt: n.createdAt.toISOString(),
    views: n.views,
    commentCount: n.commentCount,
  };
}

/** The default and largest number of items GET /api/news answers. */
const REST_NEWS_DEFAULT = 50;

/**
 * docs/requirements.md §7: GET /api/news (newest first; ?source=NVIDIA|AMD|Intel|X in any case, ?limit= up to
 * 100) and POST /api/news/{id}/view (one view per visitor, item and UTC day; 404 for an unknown id).
 */
export function newsRouter(services: ServicesOf): Router {
  const router = Router();

  router.get('/news', async (req, res) => {
    const sourceText = queryString(req.query.source, 'source');
    const source = sourceText === undefined || sourceText === '' ? null : parseNewsSource(sourceText);
    if (sourceText && source === null) throw badInput(`source must be one of ${NEWS_SOURCES.join(', ')}`);
    const { limit = REST_NEWS_DEFAULT } = intParam(req.query.limit, 'limit');
    if (limit < 1 || limit > NEWS_PAGE.max) throw badInput(`limit must be from 1 to ${NEWS_PAGE.max}`);
    const items = await services(req).news.all(source, limit);
    res.json(items.map(toNewsJson));
  });

  router.post('/news/:id/view', async (req, res) => {
    const item = await services(req).news.recordView(req.params.id, viewingVisitor(req, res, req.user), clientIp(req));
    res.json({ id: item.id, views: item.views });
  });

  return router;
}
