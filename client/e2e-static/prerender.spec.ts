import { expect, test, type Page } from '@playwright/test';
import { waitForAppOnLoad } from '../e2e/app-ready';

/** The toast region (Radix also copies a new toast's text into a hidden live region for a second). */
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

// The static build's prerendered pages (docs/prerendering.md): each public route's HTML has the
// page and its data; the app hydrates it in the browser with no server behind it.

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
  '/sign-in',
  '/sign-up',
];

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.beforeEach(async ({ page }) => {
  waitForAppOnLoad(page);
  await page.route(/\/(graphql|api)(\/|\?|$)/, (route) => route.abort());
});

test('public routes are prerendered files that hydrate without a mismatch', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  const errors = collectErrors(page);
  for (const route of PRERENDERED) {
    const response = await page.goto(route);
    const html = (await response?.text()) ?? '';
    expect(html, route).toMatch(/<div id="root"><[a-z]/);
    expect(html, route).toContain('id="rf-state"');
    await page.waitForLoadState('networkidle');
    if (!route.startsWith('/sign-')) {
      await expect(
        page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' }).first(),
        route,
      ).toBeVisible();
    }
  }
  expect(errors).toEqual([]);
});

test('a returning visitor (news read, light theme, tutorial seen, then a demo session) meets no error on any page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.goto('/news');
  await page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('button', { name: /Read more/ })
    .click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('readNews'))).toMatch(/^\["/);
  const errors = collectErrors(page);
  const routes = [...PRERENDERED, '/components?type=GPU'];
  for (const route of routes) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    expect(errors, route).toEqual([]);
  }
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Password', { exact: true }).fill('anything');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toasts(page).getByText('Sign in successful')).toBeVisible();
  for (const route of routes.filter((r) => !r.startsWith('/sign-'))) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    expect(errors, `${route} (demo session)`).toEqual([]);
  }
});

test('with a demo session, a prerendered page shows the demo user', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill('grace@example.com');
  await page.getByLabel('Password', { exact: true }).fill('anything');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toasts(page).getByText('Sign in successful')).toBeVisible();
  await page.goto('/guides');
  await expect(page.getByRole('note')).toContainText('Signed in as grace (demo).');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('text typed before the app has loaded is kept', async ({ page }) => {
  // The app's code is held back, so the prerendered form is all there is while typing.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/sign-in', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Email').fill('early@example.com');
  release();
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Password', { exact: true }).fill('anything');
  await expect(page.getByLabel('Email')).toHaveValue('early@example.com');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toasts(page).getByText('Sign in successful')).toBeVisible();
});
