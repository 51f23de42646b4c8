import { useEffect } from 'react';

export const SITE_NAME = 'RigForge';

export function pageTitle(title: string): string {
  return `${SITE_NAME} - ${title}`;
}

/** Sets document.title to 'RigForge - {title}' while the calling page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

/**
 * Sets the page's `<meta name="description">` to `content` while the calling page is shown (for
 * link previews and search results), and puts back what was there before when it goes. Null leaves
 * the description alone.
 */
export function useMetaDescription(content: string | null): void {
  useEffect(() => {
    if (content === null) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = meta === null;
    if (meta === null) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const element = meta;
    const previous = element.getAttribute('content');
    element.setAttribute('content', content);
    return () => {
      if (created) element.remove();
      else if (previous === null) element.removeAttribute('content');
      else element.setAttribute('content', previous);
    };
  }, [content]);
}
