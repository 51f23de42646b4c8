import { expect, expectNoSeriousViolations, test } from './fixtures';

test('home shows the hero and three featured guides, and leads to the guides page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Build Your Ultimate Gaming PC' })).toBeVisible();
  const featured = page.locator('#featured-guides');
  await expect(featured.getByText('Loading featured guides...')).toHaveCount(0);
  await expect(featured.getByRole('article')).toHaveCount(3);
  await expect(featured.getByText('MOST POPULAR')).toHaveCount(1);
  for (const link of await featured.getByRole('link', { name: 'Start Build' }).all()) {
    await expect(link).toHaveAttribute('href', /^\/guides\?step=usecase&budget=\d+$/);
  }

  await page.getByRole('button', { name: 'Start Building Now' }).click();
  await expect(featured).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Budget Calculator' }).first()).toHaveAttribute('href', '/calculator');

  await page.getByRole('navigation').getByRole('link', { name: 'Guides', exact: true }).first().click();
  await expect(page).toHaveURL(/\/guides$/);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(6);
  await expect(page.getByText(/^\+\d+ more components$/).first()).toBeVisible();
  await expect(page.getByText(/^Updated [A-Z][a-z]{2} \d{1,2}, \d{4}$/).first()).toBeVisible();
  await expect(page.getByText(/^\d+h build$/).first()).toBeVisible();
  const start = cards.first().getByRole('link', { name: 'Start Build' });
  await expect(start).toHaveAttribute('href', /^\/build-result\?budget=\d+&step=usecase$/);
  await expect(page.getByRole('link', { name: 'Guides', exact: true }).first()).toHaveAttribute('aria-current', 'page');
});

test('a guide card opens the full guide with its parts list', async ({ page }) => {
  await page.goto('/guides');
  const card = page.getByRole('main').getByRole('article').nth(1);
  const title = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/guides\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Total');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page).toHaveTitle(`RigForge - ${title}`);
  await page.getByRole('link', { name: 'Back to Build Guides' }).click();
  await expect(page).toHaveURL(/\/guides$/);

  await page.goto('/guides/no-such-guide');
  await expect(page.getByRole('heading', { name: 'Guide not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse all build guides' })).toHaveAttribute('href', '/guides');
});

test('the theme toggle survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveClass(/(^|\s)light(\s|$)/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/(^|\s)light(\s|$)/);
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
});

test('an unknown path shows the not-found page, answered with status 404', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer opens, navigates and closes', async ({ page }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Open menu' });
    await expect(open).toBeVisible();
    await open.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByPlaceholder('Search...')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await open.click();
    await page.getByRole('dialog').getByRole('link', { name: 'Guides', exact: true }).click();
    await expect(page).toHaveURL(/\/guides$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });
});

for (const path of ['/', '/guides', '/guides/mid-range-1440p-gaming-pc']) {
  for (const theme of ['dark', 'light']) {
    test(`axe finds no serious or critical violations on ${path} (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('img').first()).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }
}

test('the page loads nothing from outside our origin', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http')) outside.push(req.url());
  });
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await page.goto('/');
  await expect(page.locator('#featured-guides').getByRole('article')).toHaveCount(3);
  expect(outside).toEqual([]);
  expect(errors).toEqual([]);
});
