// Prerendered pages (docs/prerendering.md) are HTML first and the app a moment later: until the
// app has hydrated a page, a link is a plain link and a button does nothing. Browser tests act as
// a user who waits for the page to be ready: after any full page load of a prerendered page,
// page.goto and page.reload return once the app has marked <html data-ready> (unless the test asks
// for an early return: waitUntil 'commit' or 'domcontentloaded').
import type { Page, Response } from '@playwright/test';

type Load = (this: Page, ...args: unknown[]) => Promise<Response | null>;
const PATCHED = Symbol.for('rigforge.waitsForApp');

async function waitForApp(page: Page, response: Response | null): Promise<void> {
  if (!response?.ok() || !(response.headers()['content-type'] ?? '').includes('text/html')) return;
  if (!(await response.text()).includes('id="rf-state"')) return;
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
}

/** Makes goto and reload of every page (this one's class) wait for a prerendered page's app. */
export function waitForAppOnLoad(page: Page): void {
  const proto = Object.getPrototypeOf(page) as Record<string | symbol, unknown>;
  if (proto[PATCHED]) return;
  proto[PATCHED] = true;
  for (const name of ['goto', 'reload'] as const) {
    const original = proto[name] as Load;
    proto[name] = async function (this: Page, ...args: unknown[]) {
      const response = await original.apply(this, args);
      const options = args.find((a): a is { waitUntil?: string } => typeof a === 'object' && a !== null);
      if (options?.waitUntil !== 'commit' && options?.waitUntil !== 'domcontentloaded')
        await waitForApp(this, response);
      return response;
    };
  }
}
