import { expect, test, type Page } from '@playwright/test';
import { waitForAppOnLoad } from '../e2e/app-ready';

// Guest journeys on the static deployment: dist-static/ on a plain file server, no API server.
// Every answer comes from the exported JSON through the in-browser GraphQL link.

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
  await expect(page.getByText('Sign in successful')).toBeVisible();
  await expect(page.getByText(/Demo Mode/).first()).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('rigforge-demo-user') ?? 'null'));
  expect(stored).toMatchObject({ id: 'demo-user-1', username: 'ada', role: 'user' });
  await expect(page.getByRole('note')).toContainText('Signed in as ada (demo).');
});

test('demo password reset says it is not available, in a Demo Mode toast', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText('Demo Mode', { exact: true })).toBeVisible();
  await expect(
    page.getByText('In demo mode, password reset is not available. Use any email/password to sign in.'),
  ).toBeVisible();
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
