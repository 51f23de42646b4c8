// The prerenderer (docs/prerendering.md), built for Node by `vite build --ssr` (client/dist-ssr/):
// renders a route of the app as a guest with React's server renderer and the router's static
// router, with its data fetched through the caller's executor, and returns the markup and the
// Apollo cache the browser hydrates from. The Node server and the static build both load it.
import type { ReactNode } from 'react';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Observable } from 'rxjs';
import { App } from '../app/App';
import { createCache } from '../lib/apollo';
import { PrerenderTitle } from '../lib/document-title';
import type { PageParts } from './document';

// What the server (server/src/web/prerender.ts) and build:static use besides renderPage.
export { BOOTSTRAP_SCRIPT, type PageParts } from './document';
export { isAppPath, isPrerenderedPath, STATIC_ROUTES } from './routes';

/** Runs one GraphQL operation of the page for the prerenderer (as a guest). */
export type Execute = (operation: {
  query: DocumentNode;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}) => Promise<FormattedExecutionResult>;

/** The longest a page may take to render (its data included). */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * The page at `url` (path and query) as a guest sees it on first paint, or null when one of its
 * operations failed (or it took too long): such a page is left to the browser, which shows the
 * error with its retry, rather than frozen into HTML.
 */
export async function renderPage(url: string, execute: Execute): Promise<PageParts | null> {
  let failed = false;
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        execute({ query: operation.query, variables: operation.variables, operationName: operation.operationName })
          .then((result) => {
            if (result.errors?.length) failed = true;
            observer.next(result as ApolloLink.Result);
            observer.complete();
          })
          .catch((error: unknown) => {
            failed = true;
            observer.error(error);
          });
      }),
  );
  const client = new ApolloClient({ ssrMode: true, link, cache: createCache() });
  let title: string | null = null;
  const collectTitle = (pageTitle: string) => {
    title = pageTitle;
  };
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
  try {
    const { result, aborted } = await prerenderStatic({
      tree: (
        <PrerenderTitle.Provider value={collectTitle}>
          <App client={client} Router={Router} />
        </PrerenderTitle.Provider>
      ),
      signal,
      // Any error React recovers from (by leaving a part to the browser) also means no prerender.
      renderFunction: (tree) =>
        prerenderToNodeStream(tree, {
          signal,
          // Whole boundaries, never outlined into segments that inline scripts put in place (the
          // server's CSP runs no inline script but the theme's; the page is complete anyway).
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onError: () => {
            failed = true;
          },
        }),
    });
    if (failed || aborted) return null;
    return { html: result, state: client.extract(), title };
  } catch {
    return null;
  } finally {
    client.stop();
  }
}
export { createStaticFileExecute } from './static-execute';
export { readBuiltClient, type BuiltClient } from './built-client';
