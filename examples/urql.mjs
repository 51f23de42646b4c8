// urql's core client (@urql/core, no React) with its fetch exchange, and graphql-ws for subscriptions.
// urql sends queries by GET (preferGetMethod: 'within-url-limit'): without a token the server's CSRF
// rule wants an apollo-require-preflight header on a GET; with the token in Authorization it needs
// none. Run: node examples/urql.mjs
import { Client, cacheExchange, fetchExchange, gql, subscriptionExchange } from '@urql/core';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import {
  BASE_URL,
  GRAPHQL_URL,
  WS_URL,
  apiToken,
  check,
  connected,
  dollars,
  postUntilReceived,
  run,
  toSavedPart,
} from './lib/common.mjs';

const CATALOG = gql`
  query Catalog($first: Int!, $after: String) {
    components(first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          name
          type
          priceCents
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

const GENERATE = gql`
  query Generate {
    generatePartsFromUseCases(uses: [GAMING], budgetCents: 150000, strictBudget: true) {
      totalCents
      parts {
        componentId
        name
        type
        priceCents
        reason
      }
    }
  }
`;

const SAVE = gql`
  mutation Save($input: SavedBuildInput!) {
    createSavedBuild(input: $input) {
      id
      title
      totalPriceCents
      shareToken
      sharePath
    }
  }
`;

const SHARED = gql`
  query Shared($token: String!) {
    sharedBuild(token: $token) {
      id
      title
    }
  }
`;

const GALLERY = gql`
  query Gallery {
    publicBuilds(first: 5) {
      totalCount
      nodes {
        id
        title
        totalPriceCents
      }
    }
    news(first: 1) {
      nodes {
        id
        title
      }
    }
  }
`;

const POST_COMMENT = gql`
  mutation Post($newsId: ID!, $content: String!) {
    postComment(newsId: $newsId, content: $content) {
      id
    }
  }
`;

const COMMENT_ADDED = gql`
  subscription CommentAdded($newsId: ID!) {
    commentAdded(newsId: $newsId) {
      id
      content
      author {
        username
      }
    }
  }
`;

/** An operation's data, or its error thrown (urql answers errors in the result instead of throwing). */
async function data(source) {
  const result = await source.toPromise();
  if (result.error) throw result.error;
  return result.data;
}

run('urql', async () => {
  const token = await apiToken('examples: urql');
  // From here on every request carries the token: HTTP in a header, the socket in connection_init.
  const ws = createClient({
    url: WS_URL,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
  });
  const methods = [];
  const client = new Client({
    url: GRAPHQL_URL,
    fetchOptions: { headers: { Authorization: `Bearer ${token}` } },
    // Node's fetch, noting each request's method to show that queries went by GET.
    fetch: (url, init) => methods.push(init?.method ?? 'GET') && fetch(url, init),
    exchanges: [
      cacheExchange,
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: (request) => ({
          subscribe: (sink) => ({ unsubscribe: ws.subscribe({ ...request, query: request.query ?? '' }, sink) }),
        }),
      }),
    ],
  });

  // The catalog, two pages: the second starts after the first page's endCursor.
  const page1 = (await data(client.query(CATALOG, { first: 5 }))).components;
  check(page1.pageInfo.hasNextPage, 'the catalog has a single page');
  const page2 = (await data(client.query(CATALOG, { first: 5, after: page1.pageInfo.endCursor }))).components;
  console.log(`Catalog: ${page1.totalCount} parts; page 1: ${page1.edges.map((e) => e.node.name).join(', ')}`);
  console.log(`         page 2: ${page2.edges.map((e) => e.node.name).join(', ')}`);
  check(!page2.edges.some((e) => page1.edges.some((f) => f.node.id === e.node.id)), 'page 2 repeats page 1');

  // A build for gaming at $1,500, saved as public (listed in the gallery) and opened by its share link.
  const build = (await data(client.query(GENERATE, {}))).generatePartsFromUseCases;
  const gpu = build.parts.find((part) => part.type === 'GPU');
  console.log(`Generated: ${build.parts.length} parts for ${dollars(build.totalCents)}; GPU: ${gpu?.name}`);
  const saved = (
    await data(
      client.mutation(SAVE, {
        input: { title: 'urql example build', components: build.parts.map(toSavedPart), isPublic: true },
      }),
    )
  ).createSavedBuild;
  console.log(`Saved "${saved.title}" (${dollars(saved.totalPriceCents)}); share link: ${BASE_URL}${saved.sharePath}`);
  const shared = (await data(client.query(SHARED, { token: saved.shareToken }))).sharedBuild;
  check(shared?.id === saved.id, 'sharedBuild did not answer the saved build');

  // The gallery, newest first: the build just saved leads it.
  const { publicBuilds, news } = await data(client.query(GALLERY, {}));
  console.log(`Gallery: ${publicBuilds.totalCount} public build(s); newest: "${publicBuilds.nodes[0]?.title}"`);
  check(
    publicBuilds.nodes.some((b) => b.id === saved.id),
    'the build is not in the gallery',
  );

  // Comments, live: subscribe (subscriptionExchange → graphql-ws), post, receive it, close.
  const newsItem = news.nodes[0];
  check(newsItem, 'there is no news item to comment on');
  const open = connected(ws); // the first subscribe opens the socket
  let subscription;
  const received = new Promise((resolve, reject) => {
    subscription = client
      .subscription(COMMENT_ADDED, { newsId: newsItem.id })
      .subscribe((result) => (result.error ? reject(result.error) : resolve(result.data.commentAdded)));
  });
  await open;
  const comment = await postUntilReceived(async (attempt) => {
    const variables = { newsId: newsItem.id, content: `Hello from urql (${attempt})` };
    return (await data(client.mutation(POST_COMMENT, variables))).postComment;
  }, received);
  console.log(`Live comment on "${newsItem.title}": ${comment.author.username}: ${comment.content}`);
  const gets = methods.filter((method) => method === 'GET').length;
  console.log(`Requests: ${gets} by GET (queries, no preflight header), ${methods.length - gets} by POST (mutations)`);
  check(gets > 0, 'urql sent no query by GET');
  subscription.unsubscribe();
  await ws.dispose();
});
