import './workers';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
// The unbundled style sheets, not `graphiql/style.css`: that one inlines the Roboto and Fira Code
// fonts as data: URLs, which the site's CSP (`font-src 'self'`) refuses. Monaco's own CSS comes
// with its modules and its icon font is emitted as a file of ours.
import '@graphiql/react/style.css';
import '@graphiql/plugin-doc-explorer/style.css';
import '@graphiql/plugin-history/style.css';
import 'graphiql/graphiql.css';
import './playground.css';

const DEFAULT_QUERY = `# RigForge GraphQL playground
#
# Run it with Ctrl+Enter (Cmd+Enter on a Mac) or ▶.
# Schema: the Docs panel on the left.

query BuildGuides {
  guides(first: 10) {
    nodes {
      title
      budgetCents
      category
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
`;

// POST application/json to our own origin: Apollo's CSRF prevention accepts it and CSP connect-src
// 'self' allows it. Same-origin fetches send the session cookie, so signed-in queries work too.
// Subscriptions go over graphql-ws on the same path (the site's live updates use it too): the
// upgrade request carries the same cookie.
const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  subscriptionUrl: `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`,
});

const container = document.getElementById('graphiql');
if (!container) throw new Error('The #graphiql element is missing from graphiql.html');

createRoot(container).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} defaultEditorToolsVisibility={false}>
      <GraphiQL.Logo>
        <a className="rigforge-logo" href="/">
          RigForge
        </a>{' '}
        GraphQL
      </GraphiQL.Logo>
    </GraphiQL>
  </StrictMode>,
);
