// Apollo Client (core, no React): the default InMemoryCache, with relayStylePagination() on the catalog
// so that fetchMore appends page 2 to page 1 in the cache; subscriptions over graphql-ws through
// GraphQLWsLink. Run: node examples/apollo-client.mjs
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, gql } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { isSubscriptionOperation, relayStylePagination } from '@apollo/client/utilities';
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
        hasPreviousPage
        startCursor
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
        id
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
      content
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

run('apollo-client', async () => {
  const token = await apiToken('examples: apollo-client');
  // From here on every request carries the token: HTTP in a header, the socket in connection_init.
  const http = new HttpLink({ uri: GRAPHQL_URL, headers: { Authorization: `Bearer ${token}` } });
  const ws = createClient({
    url: WS_URL,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
  });
  const client = new ApolloClient({
    link: ApolloLink.split(({ query }) => isSubscriptionOperation(query), new GraphQLWsLink(ws), http),
    cache: new InMemoryCache({
      // The only type policy: the catalog is a Relay connection, merged page after page.
      typePolicies: { Query: { fields: { components: relayStylePagination() } } },
    }),
  });

  // The catalog, two pages: fetchMore with page 1's endCursor; the cache then holds both, in order.
  const catalog = client.watchQuery({ query: CATALOG, variables: { first: 5 } });
  const page1 = await new Promise((resolve, reject) => {
    const watching = catalog.subscribe({
      next: (result) => {
        if (result.error) reject(result.error);
        else if (result.dataState === 'complete') resolve(result.data.components);
        else return;
        watching.unsubscribe();
      },
      error: reject,
    });
  });
  check(page1.pageInfo.hasNextPage, 'the catalog has a single page');
  console.log(`Catalog: ${page1.totalCount} parts; page 1: ${page1.edges.map((e) => e.node.name).join(', ')}`);
  const page2 = (await catalog.fetchMore({ variables: { after: page1.pageInfo.endCursor } })).data.components;
  console.log(`         page 2: ${page2.edges.map((e) => e.node.name).join(', ')}`);
  const merged = client.readQuery({ query: CATALOG, variables: { first: 5 } }).components;
  console.log(`         in the cache: ${merged.edges.length} parts, next page after ${merged.pageInfo.endCursor}`);
  check(
    merged.edges.length === 10 && merged.edges[5].node.id === page2.edges[0].node.id,
    'the cache did not append page 2',
  );

  // A build for gaming at $1,500, saved as public (listed in the gallery) and opened by its share link.
  const build = (await client.query({ query: GENERATE })).data.generatePartsFromUseCases;
  const gpu = build.parts.find((part) => part.type === 'GPU');
  console.log(`Generated: ${build.parts.length} parts for ${dollars(build.totalCents)}; GPU: ${gpu?.name}`);
  const { data: savedData } = await client.mutate({
    mutation: SAVE,
    variables: {
      input: { title: 'Apollo Client example build', components: build.parts.map(toSavedPart), isPublic: true },
    },
  });
  const saved = savedData.createSavedBuild;
  console.log(`Saved "${saved.title}" (${dollars(saved.totalPriceCents)}); share link: ${BASE_URL}${saved.sharePath}`);
  const shared = (await client.query({ query: SHARED, variables: { token: saved.shareToken } })).data.sharedBuild;
  check(shared?.id === saved.id, 'sharedBuild did not answer the saved build');

  // The gallery, newest first: the build just saved leads it.
  const { publicBuilds, news } = (await client.query({ query: GALLERY })).data;
  console.log(`Gallery: ${publicBuilds.totalCount} public build(s); newest: "${publicBuilds.nodes[0]?.title}"`);
  check(
    publicBuilds.nodes.some((b) => b.id === saved.id),
    'the build is not in the gallery',
  );

  // Comments, live: subscribe (GraphQLWsLink, the token), post (HttpLink, the token), receive it, close.
  const newsItem = news.nodes[0];
  check(newsItem, 'there is no news item to comment on');
  const open = connected(ws); // the first subscribe opens the socket
  let subscription;
  const received = new Promise((resolve, reject) => {
    subscription = client.subscribe({ query: COMMENT_ADDED, variables: { newsId: newsItem.id } }).subscribe({
      next: ({ data, error }) => (error ? reject(error) : resolve(data.commentAdded)),
      error: reject,
    });
  });
  await open;
  const comment = await postUntilReceived(async (attempt) => {
    const variables = { newsId: newsItem.id, content: `Hello from Apollo Client (${attempt})` };
    return (await client.mutate({ mutation: POST_COMMENT, variables })).data.postComment;
  }, received);
  console.log(`Live comment on "${newsItem.title}": ${comment.author.username}: ${comment.content}`);
  subscription.unsubscribe();
  await ws.dispose();
  client.stop();
});
