import { Router } from 'express';
import { SEARCH_DEFAULT_LIMIT } from '@rigforge/common';
import { badInput } from '../../lib/errors';
import { SearchArgs } from './search.types';
import type { ServicesOf } from '../services';
import { intParam, queryString, validated } from '../../lib/rest-input';

/** GET /api/search?q=&limit=: the GraphQL `search` result as JSON (dates as ISO text). */
export function searchRouter(services: ServicesOf): Router {
  const router = Router();
  router.get('/search', async (req, res) => {
    const q = queryString(req.query.q, 'q');
    if (q === undefined) throw badInput('q is required: the text to search for');
    const args = await validated(SearchArgs, {
      q,
      limit: intParam(req.query.limit, 'limit').limit ?? SEARCH_DEFAULT_LIMIT,
    });
    const result = await services(req).search.search(args.q, args.limit);
    res.json({
      query: result.query,
      totalCount: result.totalCount,
      groups: result.groups.map((g) => ({
        ...g,
        hits: g.hits.map((h) => ({ ...h, date: h.date ? h.date.toISOString() : null })),
      })),
    });
  });
  return router;
}
