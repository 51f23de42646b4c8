import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'RigForge';

export function pageTitle(title: string): string {
  return `${SITE_NAME} - ${title}`;
}

/** How the prerenderer (ssr/render.tsx) collects the page's title; none in the browser. */
export const PrerenderTitle = createContext<((title: string) => void) | null>(null);

/** Sets document.title to 'RigForge - {title}' while the calling page is shown. */
export function useDocumentTitle(title: string): void {
  useContext(PrerenderTitle)?.(pageTitle(title));
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

/** The site's own description, as index.html gives it. */
export const SITE_DESCRIPTION =
  'RigForge: plan a compatible gaming PC for your budget, follow build guides, compare parts and prices.';

/**
 * Sets the page's `<meta name="description">` to `content` while the calling page is shown (for
 * link previews and search results), and puts the site's own description back when it goes (the
 * server may have served the page with a build's summary in it). Null leaves the description alone.
 */
export function useMetaDescription(content: string | null): void {
  useEffect(() => {
    if (content === null) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (meta === null) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const element = meta;
    element.setAttribute('content', content);
    return () => element.setAttribute('content', SITE_DESCRIPTION);
  }, [content]);
}
