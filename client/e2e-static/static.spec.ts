import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { waitForAppOnLoad } from '../e2e/app-ready';

/** The toast region (Radix also copies a new toast's text into a hidden live region for a second). */
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

// Guest journeys on the static deployment: dist-static/ on a plain file server, no API server.
// Every answer comes from the exported JSON through the in-browser GraphQL link.

const DIST_STATIC = path.resolve(import.meta.dirname, '../../dist-static');
const cards = (page: Page) => page.getByRole('main').getByRole('article');

// Nothing may reach a server API: requests to /graphql or /api are refused and fail the test.
let apiCalls: string[] = [];
test.beforeEach(async ({ page }) => {
  waitForAppOnLoad(page);
  apiCalls = [];
  await page.route(/\/(graphql|api)(\/|\?|$)/, (route) => {
    apiCalls.push(route.request().url());
    return route.abort();
  });
});
test.afterEach(() => {
  expect(apiCalls).toEqual([]);
});

test('home shows featured guides; the guides page lists them and a deep link opens one', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Build Your Ultimate Gaming PC' })).toBeVisible();
  await expect(page.locator('#featured-guides').getByRole('article')).toHaveCount(3);

  await page.goto('/guides');
  await expect(cards(page)).toHaveCount(6);
  const card = cards(page).nth(1);
  const title = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/guides\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const url = page.url();
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('components filter by type and price, and two compare side by side', async ({ page }) => {
  await page.goto('/components');
  await expect(page.getByText(/^Showing \d+ of \d+ components$/)).toBeVisible();
  await page.getByRole('radio', { name: 'Graphics cards' }).click();
  await expect(page).toHaveURL(/[?&]type=GPU(&|$)/);
  await page.getByRole('slider', { name: 'Max price' }).fill('600');
  await expect(page).toHaveURL(/[?&]max=600(&|$)/);
  await expect(cards(page).first()).toBeVisible();
  for (const c of (await cards(page).all()).slice(0, 5)) {
    await expect(c.getByText('Graphics card', { exact: true })).toBeVisible();
    const price = await c
      .getByText(/^\$[\d,]+\.\d{2}$/)
      .first()
      .textContent();
    expect(Number((price ?? '').replace(/[$,]/g, ''))).toBeLessThanOrEqual(600);
  }
  await cards(page).nth(0).getByRole('checkbox', { name: 'Add to compare' }).click();
  await cards(page).nth(1).getByRole('checkbox', { name: 'Add to compare' }).click();
  const tray = page.getByRole('region', { name: 'Compare tray' });
  await tray
    .getByRole('button', { name: /Compare/ })
    .first()
    .click();
  await expect(page.getByRole('table').first()).toContainText('Price');
});

test('news reads and filters by source', async ({ page }) => {
  await page.goto('/news');
  await expect(page).toHaveTitle('RigForge - Latest Hardware News');
  await expect(cards(page).first()).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: 'News sources and stats' });
  await sidebar.getByRole('button', { name: /^AMD \d+ items?$/ }).click();
  await expect(page).toHaveURL(/\/news\?source=amd$/);
  await expect(page.getByText(/from AMD$/)).toBeVisible();
});

test('search finds articles, and an article opens', async ({ page }) => {
  await page.goto('/search?q=power');
  await expect(page.getByRole('link', { name: /power supply/i }).first()).toBeVisible();
  await page
    .getByRole('link', { name: /power supply/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/(articles|guides|components)\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('demo sign-in keeps the demo user in browser storage', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Password', { exact: true }).fill('anything');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toasts(page).getByText('Sign in successful')).toBeVisible();
  await expect(page.getByText(/Demo Mode/).first()).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('rigforge-demo-user') ?? 'null'));
  expect(stored).toMatchObject({ id: 'demo-user-1', username: 'ada', role: 'user' });
  await expect(page.getByRole('note')).toContainText('Signed in as ada (demo).');
});

test('demo password reset says it is not available, in a Demo Mode toast', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(toasts(page).getByText('Demo Mode', { exact: true })).toBeVisible();
  await expect(
    toasts(page).getByText('In demo mode, password reset is not available. Use any email/password to sign in.'),
  ).toBeVisible();
});

test('the reset-password page says reset is not available in the demo, with no form and no error', async ({ page }) => {
  await page.goto('/reset-password?token=abc');
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect(
    page.getByText('In demo mode, password reset is not available. Use any email/password to sign in.'),
  ).toBeVisible();
  await expect(page.getByLabel('New Password')).toHaveCount(0);
  await expect(page.getByText(/Server mutations not supported/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign In Now' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('a guest sees the Demo Mode strip on every page, in the page as it arrives', async ({ page }) => {
  for (const route of ['/', '/guides', '/news', '/components', '/calculator', '/sign-in']) {
    const response = await page.goto(route);
    expect(await response?.text(), route).toContain(
      'Demo Mode: no server; nothing you do is kept beyond this browser.',
    );
    await expect(page.getByRole('note'), route).toHaveText(
      'Demo Mode: no server; nothing you do is kept beyond this browser.',
    );
  }
});

test('a signed-in demo user on Saved Builds is told saving needs the server, not that loading failed', async ({
  page,
}) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Password', { exact: true }).fill('anything');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toasts(page).getByText('Sign in successful')).toBeVisible();
  await page.goto('/saved-builds');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Builds' })).toBeVisible();
  await expect(page.getByText('Not available in the demo.')).toBeVisible();
  await expect(page.getByText('Saving builds needs the RigForge server')).toBeVisible();
  await expect(page.getByText('Could not load your saved builds')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Start Building/ })).toBeVisible();
});

test('unknown paths get the not-found page with status 404; share links get the app; host files are shipped', async ({
  page,
}) => {
  const missing = await page.goto('/no/such/page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  // Rewritten by the shipped _redirects file (as Netlify and Cloudflare Pages read it): the app's page.
  const shared = await page.goto('/shared/some-token');
  expect(shared?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Not available in the demo' })).toBeVisible();
  await expect(page.getByText('Opening a shared build needs the RigForge server')).toBeVisible();
  for (const file of ['_redirects', '.htaccess', 'vercel.json', 'staticwebapp.config.json']) {
    expect(fs.existsSync(path.join(DIST_STATIC, file)), file).toBe(true);
    expect((await page.request.get(`/${file}`)).status(), file).toBe(404);
  }
  expect(JSON.parse(fs.readFileSync(path.join(DIST_STATIC, 'vercel.json'), 'utf8'))).toEqual({
    rewrites: [{ source: '/shared/:token', destination: '/404.html' }],
  });
});

test('screens that need the server say so', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByText('Not available in the demo.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Send/ })).toBeDisabled();
});

test('use-case step → generate → the build result, planned in the browser', async ({ page }) => {
  await page.goto('/guides?step=usecase');
  await page.getByRole('button', { name: 'Gaming' }).click();
  await page.getByRole('button', { name: /^Generate .* Build$/ }).click();
  await expect(page).toHaveURL(/\/build-result\?data=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your PC Build' })).toBeVisible();
  // A part per category at least: CPU, GPU, RAM, storage, board, PSU, case, cooler.
  await expect.poll(() => page.getByRole('main').getByRole('article').count()).toBeGreaterThanOrEqual(8);
});

test('calculator → breakdown → generate → the build result', async ({ page }) => {
  await page.goto('/calculator');
  await page.getByRole('slider', { name: 'Budget' }).fill('2000');
  await page.getByRole('button', { name: 'Calculate Build' }).click();
  await expect(page.getByRole('list', { name: 'Split by category' })).toBeVisible();
  await expect(page.getByRole('main').locator('dl a[href^="/components/"]')).toHaveCount(2);
  await page.getByRole('button', { name: 'Generate Parts List' }).click();
  await expect(page).toHaveURL(/\/build-result\?data=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your PC Build' })).toBeVisible();
});

test('the builder: choose from the parts that fit, then complete the build in the browser', async ({ page }) => {
  const slot = (name: string) => page.getByRole('region', { name, exact: true });
  await page.goto('/builder');
  await expect(page.getByRole('heading', { level: 1, name: 'PC Builder' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Import a parts list' }).getByText('Not available in the demo.'),
  ).toBeVisible();
  await slot('CPU').getByRole('link', { name: 'Choose a CPU', exact: true }).click();
  await page.getByRole('link', { name: 'Add to build' }).first().click();
  await expect(slot('CPU').getByRole('listitem')).toHaveCount(1);
  await slot('Motherboard').getByRole('link', { name: 'Choose a motherboard' }).click();
  await expect(page.getByText('Showing only parts that fit the parts you chose')).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByText('Does not fit your build')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to your build' }).click();
  await slot('CPU').getByRole('button', { name: 'Lock' }).click();
  const plan = page.getByRole('region', { name: 'Complete or upgrade with the planner' });
  await plan.getByLabel('Budget ($)').fill('1100');
  await plan.getByRole('button', { name: 'Complete my build' }).click();
  await expect(plan.getByRole('status')).toContainText('Planned around your part');
  await expect(slot('Motherboard').getByRole('listitem')).toHaveCount(1);
});
