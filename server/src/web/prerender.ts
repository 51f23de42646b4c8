// Prerendered pages (docs/prerendering.md): a guest's GET of a public route is answered with the
// page's HTML, rendered on request by the client's prerenderer (client/dist-ssr/render.cjs, built by
// `npm run build`) with the data fetched through this server's own schema, and kept for a short
// time. Every page, prerendered or not, has the theme script and the stylesheet inline and its
// route's chunks preloaded.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import type { Logger } from '../lib/logger';
import { ReadCache } from '../lib/read-cache';

/** Runs one operation of a page as the guest whose request it is. */
export type Execute = (operation: {
  query: DocumentNode;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}) => Promise<FormattedExecutionResult>;

interface PageParts {
  html: string;
  state: unknown;
  title: string | null;
}

/** What the prerenderer bundle exports (client/src/ssr/render.tsx). */
interface Prerenderer {
  renderPage(url: string, execute: Execute): Promise<PageParts | null>;
  readBuiltClient(dist: string): {
    shell: string;
    themeScript: string | null;
    page(pathname: string, parts: PageParts): string;
  };
  isPrerenderedPath(pathname: string): boolean;
  /** A route of the app; any other path is its not-found page. */
  isAppPath?(pathname: string): boolean;
  /** The inline script that loads a prerendered page's code. */
  BOOTSTRAP_SCRIPT: string;
}

export interface PageRenderer {
  /** The HTML document for a GET of this request's path. */
  page(req: Request, res: Response, execute: Execute): Promise<string>;
  /** 404 for a path that is no route of the app (its page is the not-found page), else 200. */
  status(pathname: string): 200 | 404;
  /** Drops every kept page: a write through this process's API may have changed what they show. */
  invalidate(): void;
  /** Drops the kept pages whose path passes `test` (a write that changed only what they show). */
  invalidatePaths(test: (pathname: string) => boolean): void;
  /** The CSP sources of the pages' inline scripts (theme, start-up): 'sha256-…'. */
  scriptSources: string[];
}

/** Pages rendered at the same moment; requests beyond this get the app shell (the browser renders). */
const MAX_CONCURRENT_RENDERS = 2;
/** Pages kept (least recently used go first). */
const MAX_PAGES = 200;
const BUSY = new Error('every prerendering slot is in use');
const NO_PAGE: PageParts = { html: '', state: null, title: null };

/** A path the router can read: a malformed escape ('%E0%A4%A') gets the shell, not a render. */
function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * The renderer over a built client (`dist`, with index.html, theme-init.js and .vite/manifest.json;
 * the prerenderer beside it in ../dist-ssr). Without the prerenderer every page is the app shell.
 */
export function createPageRenderer(dist: string, ttlMs: number, logger: Logger): PageRenderer {
  const shell = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const bundle = path.resolve(dist, '..', 'dist-ssr', 'render.cjs');
  let prerenderer: Prerenderer | null = null;
  if (fs.existsSync(bundle)) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a built CommonJS file, found at run time
    prerenderer = require(bundle) as Prerenderer;
  } else {
    logger.warn({ bundle }, 'prerenderer not found: pages are served as the app shell (run `npm run build`)');
  }
  const client = prerenderer?.readBuiltClient(dist) ?? null;
  const pages = new ReadCache<PageParts | null>(ttlMs, MAX_PAGES);
  let rendering = 0;

  /** The page's document; the built shell as it is if composing fails (e.g. a half-done rebuild). */
  const compose = (pathname: string, page: PageParts): string => {
    if (!client) return shell;
    try {
      return client.page(pathname, page);
    } catch (err) {
      logger.error({ err, pathname }, 'composing the page failed: serving the built shell');
      return shell;
    }
  };

  return {
    scriptSources: [
      ...(client?.themeScript == null ? [] : [client.themeScript]),
      ...(prerenderer ? [prerenderer.BOOTSTRAP_SCRIPT] : []),
    ].map((script) => `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`),
    // Without a prerenderer (or one built before it knew its routes) every path is a page.
    status: (pathname) => (prerenderer?.isAppPath && !prerenderer.isAppPath(pathname) ? 404 : 200),
    invalidate: () => pages.clear(),
    invalidatePaths: (test) => pages.deleteWhere(test),
    async page(req, res, execute) {
      const pathname = req.path;
      const guest = !req.session?.userId;
      const prerender =
        prerenderer !== null &&
        guest &&
        !req.originalUrl.includes('?') &&
        decodable(pathname) &&
        prerenderer.isPrerenderedPath(pathname);
      // The page differs for a signed-in visitor (their session cookie).
      res.setHeader('Vary', 'Cookie');
      if (!prerender || !prerenderer) return compose(pathname, NO_PAGE);
      const renderer = prerenderer;
      let page: PageParts | null = null;
      try {
        page = await pages.get(pathname, async () => {
          // Thrown, not answered: a busy moment is not kept as the page's answer.
          if (rendering >= MAX_CONCURRENT_RENDERS) throw BUSY;
          rendering += 1;
          try {
            return await renderer.renderPage(pathname, execute);
          } finally {
            rendering -= 1;
          }
        });
      } catch (err) {
        if (err !== BUSY) req.log.warn({ err, pathname }, 'prerendering failed: serving the app shell');
      }
      return compose(pathname, page ?? NO_PAGE);
    },
  };
}
