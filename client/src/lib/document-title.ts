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
