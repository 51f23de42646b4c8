import { toDollars } from '@rigforge/common';
import { Router } from 'express';
import { notFound } from '../../lib/errors';
import { BuildGuideArgs, BuildGuidesArgs } from './dto/guides.args';
import type { BuildGuide } from './guide.entity';
import type { ServicesOf } from '../services';
import { intParam, queryString, validated } from '../../lib/rest-input';

/** The build-guide shape of docs/requirements.md §3: money in dollars (the table holds cents). */
export function toGuideJson(g: BuildGuide) {
  return {
    id: g.id,
    slug: g.slug,
    title: g.title,
    description: g.description,
    excerpt: g.excerpt,
    content: g.content,
    tags: g.tags,
    category: g.category,
    budget: toDollars(g.budgetCents),
    difficulty: g.difficulty,
    estimatedTime: g.estimatedTime,
    views: g.views,
    imageUrl: g.imageUrl,
    createdAt: g.createdAt ? g.createdAt.toISOString() : null,
    components: g.components.map(({ category, name, priceCents }) => ({
      category,
      name,
      price: toDollars(priceCents),
    })),
  };
}

export function guidesRouter(services: ServicesOf): Router {
  const router = Router();

  router.get('/build-guides', async (req, res) => {
    const args = await validated(BuildGuidesArgs, {
      category: queryString(req.query.category, 'category'),
      ...intParam(req.query.limit, 'limit'),
      ...intParam(req.query.offset, 'offset'),
    });
    const guides = await services(req).guides.list(args);
    res.json(guides.map(toGuideJson));
  });

  router.get('/build-guides/:slug', async (req, res) => {
    const args = await validated(BuildGuideArgs, { slug: req.params.slug });
    const guide = await services(req).guides.bySlug(args.slug);
    if (!guide) throw notFound('No build guide with that slug');
    res.json(toGuideJson(guide));
  });

  return router;
}
