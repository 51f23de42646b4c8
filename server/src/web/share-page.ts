// Link previews for share links: GET /shared/{token} answers the app shell with the build's title
// and a one-line summary in <title>, <meta name="description"> and the Open Graph tags, so that
// chat apps and social sites show what the link opens. The client renders the page itself.
import fs from 'node:fs';
import { escapeHtml, isShareToken, shareSummary } from '@rigforge/common';
import type { RequestHandler } from 'express';
import type { Logger } from '../lib/logger';
import type { Services } from '../modules/services';

export const SITE_NAME = 'RigForge';

/** What a preview says about a page. */
export interface PageMeta {
  /** The document title, 'RigForge - {build title}' as the client sets it. */
  title: string;
  /** The title without the site name, for og:title. */
  shortTitle: string;
  description: string;
  /** Keep the page out of search results (a private build reached by its link). */
  noindex: boolean;
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s[^>]*name=["']description["'][^>]*>\s*/gi;

/**
 * The app shell with the page's title and description: the shell's own <title> and description are
 * replaced, the Open Graph tags added. Every value is escaped; replacements go through functions so
 * that `$` in user text is never read as a replacement pattern.
 */
export function withPageMeta(html: string, meta: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.shortTitle)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    ...(meta.noindex ? ['<meta name="robots" content="noindex" />'] : []),
  ].join('\n    ');
  const withoutDescription = html.replace(DESCRIPTION, () => '');
  if (TITLE.test(withoutDescription)) return withoutDescription.replace(TITLE, () => tags);
  return withoutDescription.replace(/<\/head>/i, () => `${tags}\n  </head>`);
}

/** The preview of the build a share token opens, or null (malformed, unknown or revoked tokens alike). */
export async function sharedBuildMeta(
  { builds, users }: Pick<Services, 'builds' | 'users'>,
  token: string,
): Promise<PageMeta | null> {
  if (!isShareToken(token)) return null;
  const build = await builds.byShareToken(token);
  if (!build) return null;
  const [parts, owners] = await Promise.all([builds.componentsOf([build.id]), users.byIds([build.ownerId])]);
  return {
    title: `${SITE_NAME} - ${build.title}`,
    shortTitle: build.title,
    description: shareSummary({
      category: build.category,
      partCount: parts.get(build.id)?.length ?? 0,
      totalPriceCents: build.totalPriceCents,
      username: owners[0]?.username ?? 'deleted user',
    }),
    noindex: !build.isPublic,
  };
}

/** A file's text, read once and then kept in memory (read again only after a failed read). */
export function cachedFile(file: string): () => Promise<string> {
  let text: Promise<string> | null = null;
  return () => {
    text ??= fs.promises.readFile(file, 'utf8').catch((err: unknown) => {
      text = null;
      throw err;
    });
    return text;
  };
}

/**
 * GET /shared/:token: the app shell with the build's preview. An unknown, revoked or malformed
 * token gets the plain shell with status 404 (the client shows 'Build not found'); if the lookup
 * fails, the plain shell with 200, as for any other page.
 */
export function sharePageHandler(
  indexHtml: () => Promise<string>,
  lookup: (token: string) => Promise<PageMeta | null>,
  logger: Logger,
): RequestHandler<{ token: string }> {
  return async (req, res, next) => {
    let html: string;
    try {
      html = await indexHtml();
    } catch (err) {
      next(err);
      return;
    }
    let meta: PageMeta | null = null;
    let found = true;
    try {
      meta = await lookup(req.params.token);
      found = meta !== null;
    } catch (err) {
      (req.log ?? logger).warn({ err }, 'share link preview failed; serving the plain app shell');
    }
    res.setHeader('Cache-Control', 'no-cache');
    res
      .status(found ? 200 : 404)
      .type('html')
      .send(meta ? withPageMeta(html, meta) : html);
  };
}
