import {
  PART_TYPES,
  SUGGESTION_LIMIT,
  dollarsText,
  isUuid,
  parseDollars,
  parsePartType,
  toCents,
} from '@rigforge/common';
import { Router } from 'express';
import { badInput, notFound } from '../../lib/errors';
import type { ServicesOf } from '../services';
import type { Component } from './component.entity';
import { ComponentSort, ComponentsArgs, MAX_COMPONENT_PAGE, SuggestionsArgs } from './dto/catalog.args';
import { intParam, queryString, validated } from '../../lib/rest-input';

/** The component shape of docs/requirements.md §3: price and rating as numeric strings, specs as a map. */
export function toComponentJson(c: Component) {
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    type: c.type,
    brand: c.brand,
    price: c.priceCents === null ? null : dollarsText(c.priceCents),
    originalPrice: c.originalPriceCents === null ? null : dollarsText(c.originalPriceCents),
    rating: c.rating === null ? null : c.rating.toFixed(1),
    reviewCount: c.reviewCount,
    inStock: c.inStock,
    imageUrl: c.imageUrl,
    specs: c.specs,
  };
}

/** A component type given in any case ("gpu" is GPU). */
function typeParam(value: unknown): Pick<ComponentsArgs, 'type'> {
  const text = queryString(value, 'type')?.trim();
  if (!text) return {};
  const type = parsePartType(text);
  if (!type) throw badInput(`Unknown component type "${text}": use one of ${PART_TYPES.join(', ')}`);
  return { type };
}

/** A price in dollars ("299.99") as cents. */
function dollarsParam(value: unknown, name: string, key: 'minPriceCents' | 'maxPriceCents'): Partial<ComponentsArgs> {
  const text = queryString(value, name)?.trim();
  if (!text) return {};
  const dollars = parseDollars(text);
  if (dollars === null) throw badInput(`${name} must be an amount in dollars, like 299.99`);
  return { [key]: toCents(dollars) };
}

export function componentsRouter(services: ServicesOf): Router {
  const router = Router();

  router.get('/components', async (req, res) => {
    const brand = queryString(req.query.brand, 'brand')?.trim();
    const limit = intParam(req.query.limit, 'limit').limit;
    if (limit !== undefined && (limit < 1 || limit > MAX_COMPONENT_PAGE)) {
      throw badInput(`limit must be between 1 and ${MAX_COMPONENT_PAGE}`);
    }
    const args = await validated(ComponentsArgs, {
      ...typeParam(req.query.type),
      brands: brand ? brand.split(',').map((b) => b.trim()) : null,
      ...dollarsParam(req.query.minPrice, 'minPrice', 'minPriceCents'),
      ...dollarsParam(req.query.maxPrice, 'maxPrice', 'maxPriceCents'),
      text: queryString(req.query.q, 'q') ?? null,
      sort: ComponentSort.RATING,
      first: limit ?? MAX_COMPONENT_PAGE,
      after: queryString(req.query.after, 'after') ?? null,
    });
    const page = await services(req).catalog.list(args);
    res.set('X-Total-Count', String(page.totalCount));
    if (page.hasNextPage && page.endCursor) res.set('X-Next-Cursor', page.endCursor);
    res.json(page.nodes.map(toComponentJson));
  });

  router.get('/components/search', async (req, res) => {
    const q = queryString(req.query.q, 'q');
    if (q === undefined) throw badInput('q is required: the text to search for');
    const args = await validated(SuggestionsArgs, {
      q,
      limit: intParam(req.query.limit, 'limit').limit ?? SUGGESTION_LIMIT,
    });
    res.json(await services(req).catalog.suggestions(args.q, args.limit));
  });

  router.get('/components/:idOrSlug', async (req, res) => {
    const key = req.params.idOrSlug;
    const service = services(req).catalog;
    const isId = isUuid(key);
    if (!isId && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(key)) throw notFound('No component with that id or slug');
    const found = isId ? await service.byId(key) : await service.bySlug(key);
    if (!found) throw notFound('No component with that id or slug');
    res.json(toComponentJson(found));
  });

  return router;
}
