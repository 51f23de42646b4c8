import { expect, signUpByApi, test } from './fixtures';
import type { Page } from '@playwright/test';

// Prerendered pages (docs/prerendering.md): a guest's first load of a public route is HTML with
// the page in it and the data it was rendered from; the app hydrates it without a mismatch.

const PRERENDERED = [
  '/',
  '/guides',
  '/guides/mid-range-1440p-gaming-pc',
  '/calculator',
  '/components',
  '/builds',
  '/news',
  '/contact',
  '/articles/memory-speed-and-timings',
  '/privacy',
  '/terms',
  '/sign-in',
  '/sign-up',
];

/** Page errors and console errors: React reports a hydration mismatch as an uncaught error. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

for (const theme of ['dark', 'light'] as const) {
  test(`public routes arrive prerendered and hydrate without a mismatch (${theme} theme)`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const errors = collectErrors(page);
    for (const route of PRERENDERED) {
      const response = await page.goto(route);
      const html = (await response?.text()) ?? '';
      expect(html, route).toMatch(/<div id="root"><[a-z]/);
      expect(html, route).toContain('id="rf-state"');
      await page.waitForLoadState('networkidle');
      if (!route.startsWith('/sign-')) {
        // Once hydrated, the toggle shows the stored theme's action.
        const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
        await expect(page.getByRole('banner').getByRole('button', { name: label }).first(), route).toBeVisible();
      }
    }
    expect(errors).toEqual([]);
  });
}

test('a returning visitor (news read, light theme, tutorial seen) hydrates every public page without an error', async ({
  page,
}) => {
  // Fourteen page loads.
  test.setTimeout(90_000);
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  const unread = async () => Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  await page.goto('/news');
  await expect(bell).toHaveAttribute('aria-label', /\d+ unread/);
  const before = await unread();
  // A story expanded on an earlier visit: readNews holds its id, so this browser's unread count is
  // one lower than the prerendered guest page's.
  await page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('button', { name: /Read more/ })
    .click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('readNews'))).toMatch(/^\["/);
  const errors = collectErrors(page);
  for (const route of [...PRERENDERED.filter((r) => !r.startsWith('/sign-')), '/components?type=GPU']) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    expect(errors, route).toEqual([]);
    await expect(bell, route).toHaveAttribute('aria-label', new RegExp(`, ${before - 1} unread`));
  }
  for (const route of ['/sign-in', '/sign-up']) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    expect(errors, route).toEqual([]);
  }
});

test('a prerendered page reads without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  // No app will ever mark the page ready: return once the HTML is in (see app-ready.ts).
  await page.goto('/guides', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await page.goto('/news', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await context.close();
});

test('a hydrated page works: filters, navigation and the theme', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/components');
  await page.waitForLoadState('networkidle');
  const themeButton = page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' }).first();
  await themeButton.click();
  await expect(page.locator('html')).toHaveClass(/light/);
  await page.getByRole('banner').getByRole('link', { name: 'Guides', exact: true }).first().click();
  await expect(page).toHaveURL(/\/guides$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a signed-in visitor gets their own view, not the guest page', async ({ page }) => {
  const account = await signUpByApi(page.request, 'prerender');
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  expect(html).not.toContain('id="rf-state"');
  expect(html).toContain('<div id="root"></div>');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(account.username) })
      .first(),
  ).toBeVisible();
});

test('no layout shift while a prerendered page loads, at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const route of ['/', '/components', '/builds', '/news']) {
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) w.__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls, route).toBeLessThanOrEqual(0.05);
  }
});
