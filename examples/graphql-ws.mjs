// graphql-ws's client for the live comment feed, and no client library for the rest: queries and
// mutations go to POST /graphql with Node's fetch (the server runs only subscriptions over the socket).
// Also shows what a refused token looks like on the socket. Run: node examples/graphql-ws.mjs
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

const CATALOG = /* GraphQL */ `
  query Catalog($first: Int!, $after: String) {
    components(first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          name
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

const GENERATE = /* GraphQL */ `
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

const SAVE = /* GraphQL */ `
  mutation Save($input: SavedBuildInput!) {
    createSavedBuild(input: $input) {
      id
      title
      shareToken
      sharePath
    }
  }
`;

/** The shared build, the gallery and a news item to comment on, in one request. */
const LOOK = /* GraphQL */ `
  query Look($token: String!) {
    sharedBuild(token: $token) {
      id
    }
    publicBuilds(first: 5) {
      totalCount
      nodes {
        id
        title
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

const POST_COMMENT = /* GraphQL */ `
  mutation Post($newsId: ID!, $content: String!) {
    postComment(newsId: $newsId, content: $content) {
      id
    }
  }
`;

const COMMENT_ADDED = /* GraphQL */ `
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

/** One GraphQL operation over HTTP with the token; answers its data, or throws its errors. */
async function graphql(token, query, variables = {}) {
  const response = await fetch(GRAPHQL_URL, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const { data, errors } = await response.json();
  if (errors) throw new Error(errors.map((e) => `${e.extensions?.code}: ${e.message}`).join('; '));
  return data;
}

/**
 * A graphql-ws client signed in by `authorization`, which goes in connection_init's payload. (Node's
 * ws can also send it as the upgrade request's Authorization header, which a browser cannot:
 * `new WebSocket(url, protocols, { headers: { Authorization } })` in a webSocketImpl subclass.)
 */
function socket(authorization, on = {}) {
  return createClient({ url: WS_URL, webSocketImpl: WebSocket, connectionParams: { authorization }, on });
}

run('graphql-ws', async () => {
  const token = await apiToken('examples: graphql-ws');

  // The catalog, two pages: the second starts after the first page's endCursor.
  const page1 = (await graphql(token, CATALOG, { first: 5 })).components;
  check(page1.pageInfo.hasNextPage, 'the catalog has a single page');
  const page2 = (await graphql(token, CATALOG, { first: 5, after: page1.pageInfo.endCursor })).components;
  console.log(`Catalog: ${page1.totalCount} parts; page 1: ${page1.edges.map((e) => e.node.name).join(', ')}`);
  console.log(`         page 2: ${page2.edges.map((e) => e.node.name).join(', ')}`);

  // A build for gaming at $1,500, saved as public and opened by its share link; then the gallery.
  const build = (await graphql(token, GENERATE)).generatePartsFromUseCases;
  console.log(`Generated: ${build.parts.length} parts for ${dollars(build.totalCents)}`);
  const input = { title: 'graphql-ws example build', components: build.parts.map(toSavedPart), isPublic: true };
  const saved = (await graphql(token, SAVE, { input })).createSavedBuild;
  console.log(`Saved "${saved.title}"; share link: ${BASE_URL}${saved.sharePath}`);
  const { sharedBuild, publicBuilds, news } = await graphql(token, LOOK, { token: saved.shareToken });
  check(sharedBuild?.id === saved.id, 'sharedBuild did not answer the saved build');
  console.log(`Gallery: ${publicBuilds.totalCount} public build(s); newest: "${publicBuilds.nodes[0]?.title}"`);
  check(
    publicBuilds.nodes.some((b) => b.id === saved.id),
    'the build is not in the gallery',
  );

  // Comments, live: subscribe with the token, post over HTTP with the token, receive it, close.
  const newsItem = news.nodes[0];
  check(newsItem, 'there is no news item to comment on');
  const client = socket(`Bearer ${token}`, { connected: () => console.log(`Socket open: ${WS_URL}`) });
  const open = connected(client); // the first subscribe opens the socket
  let unsubscribe;
  const received = new Promise((resolve, reject) => {
    unsubscribe = client.subscribe(
      { query: COMMENT_ADDED, variables: { newsId: newsItem.id } },
      {
        next: ({ data, errors }) => (errors ? reject(new Error(errors[0].message)) : resolve(data.commentAdded)),
        error: reject,
        complete: () => reject(new Error('the subscription ended before a comment came')),
      },
    );
  });
  await open;
  const comment = await postUntilReceived(async (attempt) => {
    const variables = { newsId: newsItem.id, content: `Hello from graphql-ws (${attempt})` };
    return (await graphql(token, POST_COMMENT, variables)).postComment;
  }, received);
  console.log(`Live comment on "${newsItem.title}": ${comment.author.username}: ${comment.content}`);
  unsubscribe();
  await client.dispose();

  // A token the server does not know: the socket closes with 4401 and the reason (no retry).
  const refused = socket(`Bearer rf_pat_${'x'.repeat(43)}`);
  const closed = await new Promise((resolve) => {
    const sink = { next: () => resolve(null), error: resolve, complete: () => resolve(null) };
    refused.subscribe({ query: COMMENT_ADDED, variables: { newsId: newsItem.id } }, sink);
  });
  console.log(`An unknown token: socket closed ${closed?.code}: ${closed?.reason}`);
  check(closed?.code === 4401, 'an unknown token was not refused with 4401');
  await refused.dispose();
});
