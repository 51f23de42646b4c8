import { graphql, HttpResponse } from 'msw';
import { mockPage } from '../connection';
import { COMPARE_MISSING } from '@rigforge/common';
import {
  CompareComponentsDocument,
  CompareTrayItemDocument,
  ComponentBrandCountsDocument,
  ComponentDetailDocument,
  ComponentsDocument,
  type CompareComponentsQuery,
  type CompareComponentsQueryVariables,
  type CompareTrayItemQuery,
  type ComponentDetailQuery,
  type ComponentDetailQueryVariables,
  type ComponentsQuery,
  type ComponentsQueryVariables,
} from '../../../features/catalog/catalog.generated';
import { asNode, type Detail, type Part } from '../../../features/catalog/__tests__/fixtures';
import { serverError } from '../errors';

/**
 * A tiny stand-in for the `components` resolver over `parts`: type, brand and price filters, and
 * cursor pages (the cursor is the index of the next part). `seen` records each request's variables.
 */
export function componentsHandler(
  parts: readonly Part[],
  seen: ComponentsQueryVariables[] = [],
  /** With compatibleWith: the rules each part breaks (the rest fit). */
  exclusions: Readonly<Record<string, { rule: string; label: string; message: string }[]>> = {},
) {
  return graphql.query(ComponentsDocument, ({ variables }) => {
    seen.push(variables);
    const choosing = variables.compatibleWith != null;
    const broken = (p: Part) => (choosing ? (exclusions[p.id] ?? []) : []);
    const brands = [variables.brands ?? []].flat().map((b) => b.toLowerCase());
    const matches = parts.filter(
      (p) =>
        (!variables.type || p.type === variables.type) &&
        (brands.length === 0 || brands.includes(p.brand.toLowerCase())) &&
        (variables.maxPriceCents == null || (p.priceCents !== null && p.priceCents <= variables.maxPriceCents)) &&
        (variables.minPriceCents == null || (p.priceCents !== null && p.priceCents >= variables.minPriceCents)) &&
        (variables.includeIncompatible === true || broken(p).length === 0),
    );
    const start = variables.after ? Number(variables.after) : 0;
    const nodes = matches.slice(start, start + variables.first);
    const end = start + nodes.length;
    return HttpResponse.json({
      data: {
        components: mockPage(
          'ComponentConnection',
          nodes.map((p) => ({
            ...asNode(p),
            exclusions: choosing ? broken(p).map((e) => ({ __typename: 'BuildExclusion' as const, ...e })) : null,
          })),
          {
            totalCount: matches.length,
            endCursor: nodes.length > 0 ? String(end) : null,
            hasNextPage: end < matches.length,
          },
        ) as ComponentsQuery['components'],
      },
    });
  });
}

/** Answers the brand counts (any type) with `counts`. */
export function brandCountsHandler(counts: readonly { brand: string; count: number }[]) {
  return graphql.query(ComponentBrandCountsDocument, () =>
    HttpResponse.json({
      data: { componentBrandCounts: counts.map((c) => ({ __typename: 'BrandCount' as const, ...c })) },
    }),
  );
}

/** Answers the compare tray's look-up of a part by id from `parts` (null for any other id). */
export function trayItemHandler(parts: readonly Part[]) {
  return graphql.query(CompareTrayItemDocument, ({ variables }) => {
    const part = parts.find((p) => p.id === variables.id);
    return HttpResponse.json({
      data: {
        component: part
          ? ({
              __typename: 'Component' as const,
              id: part.id,
              slug: part.slug,
              name: part.name,
              type: part.type,
              brand: part.brand,
              priceCents: part.priceCents,
              imageUrl: part.imageUrl,
            } as CompareTrayItemQuery['component'])
          : null,
      },
    });
  });
}

type Row = NonNullable<CompareComponentsQuery['compareComponents']>['rows'][number];

/** Answers the comparison of `a` and `b` with `rows`; `seen` records each request's variables. */
export function compareHandler(a: Part, b: Part, rows: Row[], seen: CompareComponentsQueryVariables[] = []) {
  const header = (p: Part) => ({
    __typename: 'Component' as const,
    id: p.id,
    slug: p.slug,
    name: p.name,
    type: p.type,
    brand: p.brand,
    priceCents: p.priceCents,
    priceBasis: p.priceBasis && { __typename: 'PriceBasis' as const, ...p.priceBasis },
    rating: p.rating,
    reviewCount: p.reviewCount,
    imageUrl: p.imageUrl,
  });
  return graphql.query(CompareComponentsDocument, ({ variables }) => {
    seen.push(variables);
    return HttpResponse.json({
      data: {
        compareComponents: {
          __typename: 'Comparison',
          a: header(a),
          b: header(b),
          rows: rows.map((r) => ({ __typename: 'ComparisonRow', ...r })),
        } as CompareComponentsQuery['compareComponents'],
      },
    });
  });
}

/** Answers a part's page with `detail` (null: no such part); `seen` records each request's variables. */
export function componentDetailHandler(detail: Detail | null, seen: ComponentDetailQueryVariables[] = []) {
  return graphql.query(ComponentDetailDocument, ({ variables }) => {
    seen.push(variables);
    return HttpResponse.json({
      data: {
        component: (detail && {
          ...asNode(detail),
          performance: detail.performance && { __typename: 'PerformanceIndices', ...detail.performance },
          retailerIds: { __typename: 'RetailerIds', ...detail.retailerIds },
          sources: detail.sources.map((source) => ({ __typename: 'DataSourceInfo', ...source })),
        }) as ComponentDetailQuery['component'],
      },
    });
  });
}

/**
 * The catalog: no parts match, no brands to count, no part by id or slug, and a comparison of parts
 * that are gone as the server refuses it (a test answers its own with server.use).
 */
export const catalogHandlers = [
  componentsHandler([]),
  brandCountsHandler([]),
  trayItemHandler([]),
  graphql.query(CompareComponentsDocument, () => serverError('NOT_FOUND', COMPARE_MISSING)),
  componentDetailHandler(null),
];
