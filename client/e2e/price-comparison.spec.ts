import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Page, type Route } from '@playwright/test';
import { expect, expectNoSeriousViolations, graphql, test } from './fixtures';

const RYZEN = 'AMD Ryzen 5 7600';
const RTX = 'NVIDIA GeForce RTX 4060';
// Screenshots for a human to look at (Playwright clears its own output folder on every run).
const SHOTS = process.env.PRICE_SHOTS_DIR ?? path.join(os.tmpdir(), 'rigforge-price-comparison-shots');

const search = (page: Page) => page.getByRole('combobox', { name: 'Search for a component' });
const widget = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('a guest compares prices: search, suggestions, quick-add, badges, widgets, address, remove', async ({ page }) => {
  await page.goto('/price-comparison');
  await expect(page.getByRole('heading', { level: 1, name: 'Real-Time Price Comparison' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Start Comparing Prices' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Component' })).toBeDisabled();
  for (const title of ['Real-Time Updates', 'Best Deal Finder', 'Multi-Retailer Support']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }

  // Suggestions from the catalog, after the debounce; Escape closes them.
  await search(page).fill('ryzen 5 76');
  const options = page.getByRole('listbox', { name: 'Component suggestions' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(8);
  await search(page).press('Escape');
  await expect(options.first()).toBeHidden();
  await expect(search(page)).toHaveAttribute('aria-expanded', 'false');

  // Typed text matching a part case-insensitively is added in the catalog's spelling.
  await search(page).fill('amd ryzen 5 7600');
  await expect(options.first()).toBeVisible();
  await search(page).press('Escape');
  await search(page).press('Enter');
  await expect(page.getByRole('button', { name: `Remove ${RYZEN}` })).toBeVisible();
  await expect(search(page)).toHaveValue('');
  await expect(page).toHaveURL(/\?c=AMD\+Ryzen\+5\+7600$/);

  // The widget: a row per retailer (no price checked on a fresh install) with the estimate badge from the catalog price.
  const ryzen = widget(page, RYZEN);
  await expect(ryzen.getByText('CPU', { exact: true })).toBeVisible();
  await expect(ryzen.getByText(/Best Deal|Price not checked/).first()).toBeVisible();
  await expect(ryzen.getByText(/^Est\. \$\d/)).toBeVisible();
  const refresh = ryzen.getByRole('button', { name: `Refresh prices for ${RYZEN}` });
  await refresh.click();
  await expect(refresh).toBeEnabled();

  // Quick-add; a duplicate is refused.
  await page.getByRole('button', { name: `Add ${RTX}` }).click();
  await expect(widget(page, RTX)).toBeVisible();
  await expect(page.getByRole('button', { name: `${RYZEN} (already selected)` })).toBeDisabled();
  await search(page).fill(RYZEN.toUpperCase());
  await page.getByRole('button', { name: 'Add Component' }).click();
  await expect(page.getByText(`${RYZEN.toUpperCase()} is already selected.`)).toBeVisible();

  // The selection survives a reload (it lives in the address).
  await page.reload();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(2);

  // The price history of a catalog part, with its data table.
  await widget(page, RYZEN).getByRole('button', { name: 'Price history' }).click();
  const historyPanel = widget(page, RYZEN).getByRole('region', { name: 'Price history' });
  await expect(historyPanel.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await expect(historyPanel.getByText('Lowest', { exact: true })).toBeVisible();

  // A guest is asked to sign in to watch a price, and comes back here.
  const signIn = widget(page, RYZEN).getByRole('link', { name: `Sign in to watch the price of ${RYZEN}` });
  await expect(signIn).toHaveAttribute('href', /^\/api\/login\?returnTo=%2Fprice-comparison%3Fc%3D/);

  await page.getByRole('button', { name: `Remove ${RYZEN}` }).click();
  await page.getByRole('button', { name: `Remove ${RTX}` }).click();
  await expect(page.getByRole('heading', { name: 'Start Comparing Prices' })).toBeVisible();
  await expect(page).toHaveURL(/\/price-comparison$/);
});

test('a fresh install shows real history and real retailer links, every price dated', async ({ page }) => {
  // Two pages, then both again at two widths with screenshots: about 30 s on a loaded 2-CPU machine,
  // which is the default timeout.
  test.setTimeout(90_000);
  // The Price Tracker: the seed's retailer ids give product pages; the intro says which prices are which.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/price-comparison?c=${encodeURIComponent(RYZEN)}`);
  await expect(page.getByText(/Live prices come from a retailer’s API/)).toBeVisible();
  const ryzen = widget(page, RYZEN);
  const rows = ryzen.getByRole('list', { name: `Retailer prices for ${RYZEN}` }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Price not checked' })).toHaveCount(3);
  await expect(ryzen.getByRole('link', { name: 'View the product at Amazon (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://www.amazon.com/dp/B0BMQJWBDM',
  );
  await expect(ryzen.getByRole('link', { name: /View the product at Newegg/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.newegg\.com\/p\/N82E\d+$/,
  );
  await expect(ryzen.getByText(/^typical price, RigForge editors, \d{1,2} [A-Z][a-z]{2} \d{4}/)).toBeVisible();
  await ryzen.getByRole('button', { name: 'Price history' }).click();
  const chart = ryzen.getByTestId('price-history-chart');
  await expect(chart.locator('.recharts-line-dot, .recharts-dot').first()).toBeVisible();
  expect(await chart.locator('.recharts-line-dot, .recharts-dot').count()).toBeGreaterThanOrEqual(10);
  // Two pieces: no line crosses the May 2024 – July 2025 gap.
  await expect(chart.locator('path.recharts-line-curve')).toHaveCount(2);
  await expect(
    ryzen.getByText('No observations between May 14, 2024 and Jul 23, 2025: the line breaks there.'),
  ).toBeVisible();

  // The component page: the same chart and the price's source and day.
  await page.goto('/components/cpu-amd-ryzen-5-7600');
  await expect(page.getByRole('heading', { level: 1, name: RYZEN })).toBeVisible();
  await expect(page.getByText(/^typical price, RigForge editors/).first()).toBeVisible();
  const pageChart = page.getByTestId('price-history-chart');
  await expect(pageChart.locator('.recharts-line-dot, .recharts-dot').first()).toBeVisible();
  await expect(page.getByRole('table', { name: /Observed prices/ }).getByRole('row')).toHaveCount(12);

  // Screenshots of both themes at 1280 and 390 px, for a person to look at.
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const url of [`/price-comparison?c=${encodeURIComponent(RYZEN)}`, '/components/cpu-amd-ryzen-5-7600']) {
      await page.goto(url);
      if (url.startsWith('/price')) await widget(page, RYZEN).getByRole('button', { name: 'Price history' }).click();
      await expect(
        page.getByTestId('price-history-chart').locator('.recharts-line-dot, .recharts-dot').first(),
      ).toBeVisible();
      const name = url.startsWith('/price') ? 'fresh-tracker' : 'fresh-component';
      const theme = await page.evaluate(() => document.documentElement.classList.contains('dark'));
      await page.screenshot({
        path: path.join(SHOTS, `${name}-${width}-${theme ? 'dark' : 'light'}.png`),
        fullPage: true,
      });
      // The part that matters at a readable size: the widget (tracker) or the price history (component page).
      const focus = url.startsWith('/price')
        ? widget(page, RYZEN)
        : page.getByRole('region', { name: 'Price history' }).first();
      await focus.screenshot({ path: path.join(SHOTS, `${name}-${width}-${theme ? 'dark' : 'light'}-detail.png`) });
      const toggle = page.getByRole('button', { name: /Switch to (light|dark) theme/ }).first();
      await toggle.click();
      const other = await page.evaluate(() => document.documentElement.classList.contains('dark'));
      await page.screenshot({
        path: path.join(SHOTS, `${name}-${width}-${other ? 'dark' : 'light'}.png`),
        fullPage: true,
      });
      await focus.screenshot({ path: path.join(SHOTS, `${name}-${width}-${other ? 'dark' : 'light'}-detail.png`) });
      await toggle.click();
    }
  }
});

test('an unknown name gets the unavailable message and the server says why', async ({ page }) => {
  await page.goto(`/price-comparison?c=${encodeURIComponent('Totally Made Up Part 9000')}`);
  const card = widget(page, 'Totally Made Up Part 9000');
  await expect(card.getByText('Pricing data temporarily unavailable')).toBeVisible();
  await expect(card.getByText(/in the catalog; pick one from the suggestions/)).toBeVisible();
  await expect(card.getByText('Other', { exact: true })).toBeVisible();
});

test('a signed-in user sets a price alert on a part, sees it in settings, edits and deletes it', async ({
  signedInPage: page,
}) => {
  const data = await graphql<{ pricing: { component: { slug: string; name: string } } }>(
    page.request,
    'query ($n: String!) { pricing(componentName: $n) { component { slug name } } }',
    { n: RYZEN },
  );
  const { slug } = data.pricing.component;
  await page.goto(`/components/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: RYZEN })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Price history' })).toBeVisible();

  await page.getByRole('button', { name: `Watch price of ${RYZEN}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Watch price' });
  const field = dialog.getByRole('textbox', { name: 'Target price (USD)' });
  await expect(field).toBeFocused();
  await dialog.getByRole('button', { name: 'Set alert' }).click();
  await expect(dialog.getByText('Enter a target price in dollars.')).toBeVisible();
  await field.fill('12.345');
  await dialog.getByRole('button', { name: 'Set alert' }).click();
  await expect(dialog.getByText('Use at most two decimals (cents).')).toBeVisible();
  await field.fill('1.00');
  await dialog.getByRole('button', { name: 'Set alert' }).click();
  await expect(page.getByText('Price alert set', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Watching: \$1\.00\. Edit the price alert/ })).toBeVisible();

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Price alerts' });
  const alerts = section.getByRole('list', { name: 'Your price alerts' });
  await expect(alerts.getByRole('listitem')).toHaveCount(1);
  await expect(alerts).toContainText(RYZEN);
  await expect(alerts).toContainText('Target $1.00');
  await expect(alerts).toContainText('Watching');

  await section.getByRole('button', { name: `Edit alert for ${RYZEN}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit price alert' });
  await expect(edit.getByRole('textbox', { name: 'Target price (USD)' })).toHaveValue('1.00');
  await edit.getByRole('textbox', { name: 'Target price (USD)' }).fill('2.50');
  await edit.getByRole('button', { name: 'Save and re-arm' }).click();
  await expect(alerts).toContainText('Target $2.50');

  await section.getByRole('button', { name: `Delete alert for ${RYZEN}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this price alert?' })
    .getByRole('button', { name: 'Delete alert' })
    .click();
  await expect(section.getByText('You are not watching any prices.')).toBeVisible();
  await expectNoSeriousViolations(page, 'settings');
});

/** Answers the page's pricing queries with a full comparison and a history, to check the rich states. */
async function fakePricing(page: Page) {
  const offer = (retailer: string, priceCents: number, above: number, source: string) => ({
    __typename: 'RetailerOffer',
    retailer,
    priceCents,
    listPriceCents: retailer === 'AMAZON' ? priceCents + 2000 : null,
    inStock: true,
    url: `https://example.invalid/${retailer.toLowerCase()}`,
    observedAt: new Date(Date.now() - 4 * 60_000).toISOString(),
    source,
    isLowest: above === 0,
    aboveLowestCents: above,
  });
  await page.route('**/graphql', async (route: Route) => {
    const body = route.request().postDataJSON() as { operationName?: string; variables?: Record<string, unknown> };
    if (body.operationName === 'Pricing') {
      const name = String(body.variables?.componentName);
      const offers = [
        offer('NEWEGG', 19999, 0, 'FEED'),
        offer('AMAZON', 20999, 1000, 'LIVE'),
        offer('BESTBUY', 22999, 3000, 'ESTIMATE'),
      ];
      const response = await route.fetch();
      const real = (await response.json()) as { data?: { pricing?: { component?: unknown } } };
      await route.fulfill({
        json: {
          data: {
            pricing: {
              __typename: 'PriceComparison',
              query: name,
              component: real.data?.pricing?.component ?? null,
              offers,
              lowest: offers[0],
              estimateCents: 21999,
              unavailable: false,
              checkedAt: new Date().toISOString(),
            },
          },
        },
      });
      return;
    }
    if (body.operationName === 'PriceHistory') {
      const days = ['2023-07-01', '2023-08-01', '2023-09-01', '2023-11-01', '2024-01-01', '2024-03-01', '2024-05-01'];
      const prices = [22999, 22499, 21999, 20999, 21499, 19999, 19999];
      await route.fulfill({
        json: {
          data: {
            priceHistory: {
              __typename: 'PriceHistory',
              componentId: body.variables?.componentId,
              days: body.variables?.days ?? null,
              points: days.map((d, i) => ({
                __typename: 'PricePoint',
                retailer: null,
                priceCents: prices[i],
                observedAt: `${d}T00:00:00.000Z`,
              })),
              minCents: 19999,
              maxCents: 22999,
              averageCents: 21142,
              changeCents: -3000,
              changePercent: -13.04,
            },
          },
        },
      });
      return;
    }
    await route.continue();
  });
}

for (const theme of ['dark', 'light'] as const) {
  for (const width of [1280, 390]) {
    test(`the full widget with a history chart is axe clean (${theme}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await fakePricing(page);
      await page.goto(`/price-comparison?c=${encodeURIComponent(RYZEN)}`);
      const card = widget(page, RYZEN);
      // The machine running the suite may be busy: the first answer and the chart's chunk get more time.
      await expect(card.getByText('Best Deal')).toBeVisible({ timeout: 15_000 });
      await expect(card.getByText('+$10.00 more')).toBeVisible();
      await expect(card.getByText('Est. $219.99')).toBeVisible();
      await card.getByRole('button', { name: 'Price history' }).click();
      await expect(card.getByTestId('price-history-chart').locator('svg').first()).toBeVisible({ timeout: 15_000 });
      await card.getByRole('button', { name: 'Show data table' }).click();
      await expect(card.getByRole('table')).toBeVisible();
      // Nothing wider than the screen at phone width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousViolations(page, `${theme} ${width}px`);
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, `widget-${theme}-${width}.png`), fullPage: true });
      await card.screenshot({ path: path.join(SHOTS, `card-${theme}-${width}.png`) });

      await page.goto('/price-comparison');
      await expect(page.getByRole('heading', { name: 'Start Comparing Prices' })).toBeVisible();
      await expectNoSeriousViolations(page, `${theme} ${width}px empty`);
      await page.screenshot({ path: path.join(SHOTS, `empty-${theme}-${width}.png`), fullPage: true });
    });
  }
}
