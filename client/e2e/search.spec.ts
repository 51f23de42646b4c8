import type { Page } from '@playwright/test';
import { expect, expectNoSeriousViolations, test } from './fixtures';

const PSU_ARTICLE = 'How to Choose a Power Supply';

/** The nav bar's search box (the desktop one). */
const navSearch = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search RigForge' }).first();

test('typing in the nav search shows grouped results; the keyboard opens one', async ({ page }) => {
  await page.goto('/guides');
  const box = navSearch(page);
  await box.fill('power sup');
  const listbox = page.getByRole('listbox', { name: 'Search results' });
  await expect(listbox.getByRole('option', { name: new RegExp(PSU_ARTICLE) })).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(listbox.getByRole('group', { name: /Articles/ })).toBeVisible();
  await expect(listbox.getByRole('group', { name: /Build Guides/ })).toBeVisible();
  // The first option of the Articles group is the PSU article, and its matched words are marked.
  await expect(listbox.getByRole('option').first().locator('mark').first()).toHaveText(/power/i);

  await box.press('ArrowDown');
  const active = await box.getAttribute('aria-activedescendant');
  expect(active).toBeTruthy();
  await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/articles\/how-to-choose-a-power-supply$/);
  await expect(page.getByRole('heading', { level: 1, name: PSU_ARTICLE })).toBeVisible();
  await expect(page).toHaveTitle(`RigForge - ${PSU_ARTICLE}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Why headroom matters: transients' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Related articles' }).getByRole('link')).toHaveCount(3);
});

test('Escape closes the list; Enter with nothing highlighted opens the full results', async ({ page }) => {
  await page.goto('/');
  const box = navSearch(page);
  await box.fill('memory');
  await expect(page.getByRole('option', { name: /Memory Speed and Timings/ })).toBeVisible();
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('memory');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=memory$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /results? for “memory”/ })).toBeVisible();
  const articles = page.getByRole('region', { name: /^Articles/ });
  await expect(articles.getByRole('link', { name: /Memory Speed and Timings/ })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Result groups' }).getByRole('link', { name: /Articles \d+/ }),
  ).toBeVisible();
  await articles.getByRole('link', { name: /Memory Speed and Timings/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Memory Speed and Timings/ })).toBeVisible();
});

test('the search page survives quotes and punctuation, and says when nothing matches', async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent('"unterminated \'; -- :* & | !')}`);
  await expect(page.getByRole('status').filter({ hasText: /results? for|No results for/ })).toBeVisible();
  await page.goto('/search?q=qqqxxyyzz');
  await expect(page.getByText('No results for “qqqxxyyzz”')).toBeVisible();
});

test('an unknown article shows its not-found state; the home page links the articles', async ({ page }) => {
  await page.goto('/articles/no-such-article');
  await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
  await page.goto('/');
  const learn = page.getByRole('region', { name: 'Learn' });
  await expect(learn.getByRole('link')).toHaveCount(8);
  await learn.getByRole('link', { name: /NVMe SSDs and PCIe Generations/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'NVMe SSDs and PCIe Generations' })).toBeVisible();
});

test('a guide page links further reading', async ({ page }) => {
  await page.goto('/guides/mid-range-1440p-gaming-pc');
  const reading = page.getByRole('region', { name: 'Before you build' });
  await reading.getByRole('link', { name: PSU_ARTICLE }).click();
  await expect(page).toHaveURL(/\/articles\/how-to-choose-a-power-supply$/);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer search shows results; choosing one closes the drawer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const box = drawer.getByRole('combobox', { name: 'Search RigForge' });
    await box.fill('airflow');
    const option = drawer.getByRole('option', { name: /Case Airflow and Fan Placement/ });
    await expect(option).toBeVisible();
    // The first Escape closes the list only; the drawer stays.
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer).toBeVisible();
    await box.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/articles\/airflow-and-fan-placement$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Case Airflow and Fan Placement' })).toBeVisible();
  });
});

for (const theme of ['dark', 'light']) {
  test(`axe finds no serious or critical violations on the article, the results page and the open list (${theme})`, async ({
    page,
  }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto('/articles/memory-speed-and-timings');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, 'article');
    await page.goto('/search?q=psu');
    await expect(page.getByRole('region', { name: /^Articles/ })).toBeVisible();
    await expectNoSeriousViolations(page, 'search page');
    const box = navSearch(page);
    await box.fill('cool');
    await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()).toBeVisible();
    await box.press('ArrowDown');
    await expectNoSeriousViolations(page, 'nav list');
  });
}
