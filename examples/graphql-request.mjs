// graphql-request: the smallest client, one request at a time, no cache. It has no subscriptions, so
// the comment feed uses graphql-ws's client directly. Run: node examples/graphql-request.mjs
import { GraphQLClient, gql } from 'graphql-request';
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
      title
      owner {
        username
      }
      components {
        name
      }
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

run('graphql-request', async () => {
  const token = await apiToken('examples: graphql-request');
  // From here on every request carries the token, and nothing else signs it in.
  const client = new GraphQLClient(GRAPHQL_URL, { headers: { Authorization: `Bearer ${token}` } });

  // The catalog, two pages: the second starts after the first page's endCursor.
  const page1 = (await client.request(CATALOG, { first: 5 })).components;
  check(page1.pageInfo.hasNextPage, 'the catalog has a single page');
  const page2 = (await client.request(CATALOG, { first: 5, after: page1.pageInfo.endCursor })).components;
  console.log(`Catalog: ${page1.totalCount} parts; page 1: ${page1.edges.map((e) => e.node.name).join(', ')}`);
  console.log(`         page 2: ${page2.edges.map((e) => e.node.name).join(', ')}`);
  check(!page2.edges.some((e) => page1.edges.some((f) => f.node.id === e.node.id)), 'page 2 repeats page 1');

  // A build for gaming at $1,500, saved as public (listed in the gallery) and opened by its share link.
  const build = (await client.request(GENERATE)).generatePartsFromUseCases;
  const gpu = build.parts.find((part) => part.type === 'GPU');
  console.log(`Generated: ${build.parts.length} parts for ${dollars(build.totalCents)}; GPU: ${gpu?.name}`);
  const saved = (
    await client.request(SAVE, {
      input: { title: 'graphql-request example build', components: build.parts.map(toSavedPart), isPublic: true },
    })
  ).createSavedBuild;
  console.log(`Saved "${saved.title}" (${dollars(saved.totalPriceCents)}); share link: ${BASE_URL}${saved.sharePath}`);
  const shared = (await client.request(SHARED, { token: saved.shareToken })).sharedBuild;
  check(shared?.title === saved.title, 'sharedBuild did not answer the saved build');

  // The gallery, newest first: the build just saved leads it.
  const { publicBuilds, news } = await client.request(GALLERY);
  console.log(`Gallery: ${publicBuilds.totalCount} public build(s); newest: "${publicBuilds.nodes[0]?.title}"`);
  check(
    publicBuilds.nodes.some((b) => b.id === saved.id),
    'the build is not in the gallery',
  );

  // Comments, live: subscribe over graphql-ws with the token, post with the token, receive it, close.
  const newsItem = news.nodes[0];
  check(newsItem, 'there is no news item to comment on');
  const ws = createClient({
    url: WS_URL,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
  });
  const open = connected(ws); // the first subscribe opens the socket
  const feed = ws.iterate({ query: COMMENT_ADDED, variables: { newsId: newsItem.id } });
  const received = feed.next().then(({ value }) => {
    if (value?.errors) throw new Error(value.errors.map((e) => e.message).join('; '));
    return value.data.commentAdded;
  });
  await open;
  const comment = await postUntilReceived(async (attempt) => {
    const variables = { newsId: newsItem.id, content: `Hello from graphql-request (${attempt})` };
    return (await client.request(POST_COMMENT, variables)).postComment;
  }, received);
  console.log(`Live comment on "${newsItem.title}": ${comment.author.username}: ${comment.content}`);
  await feed.return();
  await ws.dispose();
});
