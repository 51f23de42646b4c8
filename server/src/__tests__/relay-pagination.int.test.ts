// Apollo Client's stock relayStylePagination (unchanged, from @apollo/client/utilities) pages the API's
// connections: page 1, then fetchMore with pageInfo.endCursor, and the cache holds page 1 followed by
// the server's own page 2; backward, fetchMore with `last` and pageInfo.startCursor puts the earlier
// page first. Before connections had `edges` and `pageInfo` (issue 33) the policy silently answered
// page 1 for page 2; now the documents below would not even validate against that shape.
import { ApolloClient, ApolloLink, InMemoryCache, gql, type TypedDocumentNode } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';
import { print } from 'graphql';
import { Observable } from 'rxjs';
import { startTestServer, type TestServer } from '../test/server';

interface Edges {
  edges: { cursor: string; node: { id: string } }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}
type Paging = { first?: number; after?: string; last?: number; before?: string };

const COMPONENTS: TypedDocumentNode<{ components: Edges }, Paging & { type: string; sort: string }> = gql`
  query Components($type: PartType, $sort: ComponentSort!, $first: Int, $after: String, $last: Int, $before: String) {
    components(type: $type, sort: $sort, first: $first, after: $after, last: $last, before: $before) {
      edges {
        cursor
        node {
          id
          name
        }
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
    }
  }
`;

const NEWS: TypedDocumentNode<{ news: Edges }, Paging & { source: string | null }> = gql`
  query News($source: NewsSource, $first: Int, $after: String, $last: Int, $before: String) {
    news(source: $source, first: $first, after: $after, last: $last, before: $before) {
      edges {
        cursor
        node {
          id
          title
        }
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
    }
  }
`;

let server: TestServer;

/** Apollo Client over the test server: a link that posts each operation as the site's client does. */
function apolloClient() {
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        server
          .graphql(print(operation.query), operation.variables)
          .then((res) => {
            observer.next(res.body as ApolloLink.Result);
            observer.complete();
          })
          .catch((err: unknown) => observer.error(err));
      }),
  );
  const cache = new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          components: relayStylePagination(['type', 'sort']),
          news: relayStylePagination(['source']),
        },
      },
    },
  });
  return new ApolloClient({ link, cache });
}

/** The ids the server itself answers for a page (no cache involved). */
async function serverIds(document: typeof COMPONENTS | typeof NEWS, variables: Record<string, unknown>) {
  const res = await server.graphql(print(document), variables);
  const data = (res.body as { data: Record<string, Edges> }).data;
  const [list] = Object.values(data);
  return { ids: list.edges.map((e) => e.node.id), pageInfo: list.pageInfo };
}

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  await server.close();
});

describe('Apollo Client’s relayStylePagination over the API', () => {
  it('components: fetchMore after page 1 appends the server’s page 2, not page 1 again', async () => {
    const client = apolloClient();
    const variables = { type: 'CPU', sort: 'PRICE_ASC', first: 5 };
    const observable = client.watchQuery({ query: COMPONENTS, variables });
    const first = await new Promise<Edges>((resolve, reject) => {
      const sub = observable.subscribe({
        next: (result) => {
          if (result.dataState !== 'complete') return;
          sub.unsubscribe();
          resolve(result.data.components);
        },
        error: reject,
      });
    });
    const page1 = await serverIds(COMPONENTS, variables);
    expect(first.edges.map((e) => e.node.id)).toEqual(page1.ids);
    expect(first.pageInfo.hasNextPage).toBe(true);

    const page2 = await serverIds(COMPONENTS, { ...variables, after: page1.pageInfo.endCursor });
    expect(page2.ids).toHaveLength(5);
    expect(page2.ids.some((id) => page1.ids.includes(id))).toBe(false);

    await observable.fetchMore({ variables: { after: first.pageInfo.endCursor ?? undefined } });
    const merged = client.readQuery({ query: COMPONENTS, variables })?.components;
    expect(merged?.edges.map((e) => e.node.id)).toEqual([...page1.ids, ...page2.ids]);
    expect(merged?.pageInfo).toMatchObject({ hasNextPage: true, endCursor: page2.pageInfo.endCursor });
  });

  it('news: the first page from the end, then fetchMore backward puts the earlier page first', async () => {
    const client = apolloClient();
    const variables = { source: null, last: 4 };
    const { data } = await client.query({ query: NEWS, variables });
    const last = await serverIds(NEWS, variables);
    expect(data?.news.edges.map((e) => e.node.id)).toEqual(last.ids);
    expect(data?.news.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });

    const earlier = await serverIds(NEWS, { ...variables, before: last.pageInfo.startCursor });
    const observable = client.watchQuery({ query: NEWS, variables, fetchPolicy: 'cache-first' });
    await observable.fetchMore({ variables: { before: last.pageInfo.startCursor ?? undefined } });
    const merged = client.readQuery({ query: NEWS, variables })?.news;
    expect(merged?.edges.map((e) => e.node.id)).toEqual([...earlier.ids, ...last.ids]);

    // And forward from the start, the same way as the components: page 2 is page 2.
    const ahead = apolloClient();
    const forward = { source: null, first: 3 };
    await ahead.query({ query: NEWS, variables: forward });
    const start = await serverIds(NEWS, forward);
    const next = await serverIds(NEWS, { ...forward, after: start.pageInfo.endCursor });
    await ahead.watchQuery({ query: NEWS, variables: forward }).fetchMore({
      variables: { after: start.pageInfo.endCursor ?? undefined },
    });
    expect(ahead.readQuery({ query: NEWS, variables: forward })?.news.edges.map((e) => e.node.id)).toEqual([
      ...start.ids,
      ...next.ids,
    ]);
  });
});
