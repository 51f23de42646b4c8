import { graphql, HttpResponse } from 'msw';
import {
  ComponentBrandCountsDocument,
  ComponentsDocument,
  type ComponentsQuery,
} from '../../../features/catalog/catalog.generated';

/** The catalog: no parts match, no brands to count (a test answers its own list with server.use). */
export const catalogHandlers = [
  graphql.query(ComponentsDocument, () =>
    HttpResponse.json({
      data: {
        components: {
          __typename: 'ComponentConnection',
          nodes: [],
          totalCount: 0,
          endCursor: null,
          hasNextPage: false,
        } as ComponentsQuery['components'],
      },
    }),
  ),
  graphql.query(ComponentBrandCountsDocument, () => HttpResponse.json({ data: { componentBrandCounts: [] } })),
];
