import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, expectNoSeriousViolations, test } from './fixtures';

const EMPTY = 'No components found - Try adjusting your filters';

/** Two GPU ids from the seeded catalog, for addresses that open the comparison directly. */
async function twoGpuIds(request: APIRequestContext): Promise<[string, string]> {
  const response = await request.post('/graphql', {
    data: { query: '{ components(type: GPU, first: 2, sort: PRICE_ASC) { nodes { id } } }' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data: { components: { nodes: { id: string }[] } } };
  const ids = body.data.components.nodes.map((n) => n.id);
  expect(ids).toHaveLength(2);
  return [ids[0], ids[1]];
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));

test('filter GPUs by chipset maker and max price, compare two side by side, reload, and close back to the list', async ({
  page,
}) => {
  await page.goto('/components');
  await expect(page).toHaveTitle('RigForge - Component Database');
  await expect(page.getByRole('heading', { level: 1, name: 'Component Database' })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of \d+ components$/)).toBeVisible();

  await page.getByRole('radio', { name: 'Graphics cards' }).click();
  await expect(page).toHaveURL(/[?&]type=GPU(&|$)/);
  await page.getByRole('checkbox', { name: /^NVIDIA, \d+ parts$/ }).click();
  await expect(page).toHaveURL(/[?&]brand=NVIDIA(&|$)/);
  // Up to $600 the NVIDIA cards (every board maker's) fit on the first page.
  await page.getByRole('slider', { name: 'Max price' }).fill('600');
  await expect(page).toHaveURL(/[?&]max=600(&|$)/);

  const status = page.getByText(/^Showing \d+ of \d+ components?$/);
  await expect(status).toBeVisible();
  const [shown, total] = ((await status.textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
  expect(shown).toBe(total);
  expect(total).toBeGreaterThanOrEqual(3);
  await expect(cards(page)).toHaveCount(total);
  for (const card of await cards(page).all()) {
    await expect(card.getByText('Graphics card', { exact: true })).toBeVisible();
    // NVIDIA's filter finds the board partners' GeForce cards as well as the Founders Editions.
    await expect(card.getByRole('heading')).toContainText('GeForce');
    const price = await card
      .getByText(/^\$[\d,]+\.\d{2}$/)
      .first()
      .textContent();
    expect(dollars(price ?? '')).toBeLessThanOrEqual(600);
  }

  const first = cards(page).nth(0);
  const second = cards(page).nth(1);
  const nameA = ((await first.getByRole('heading').textContent()) ?? '').trim();
  const nameB = ((await second.getByRole('heading').textContent()) ?? '').trim();
  await first.getByRole('checkbox', { name: 'Add to compare' }).click();
  await second.getByRole('checkbox', { name: 'Add to compare' }).click();
  const tray = page.getByRole('region', { name: 'Compare tray' });
  await expect(tray.getByText('2 of 2 chosen')).toBeVisible();
  await expect(tray.getByText(nameA)).toBeVisible();
  await expect(tray.getByText(nameB)).toBeVisible();
  await expect(page).toHaveURL(/[?&]compare=[0-9a-f-]{36}%2C[0-9a-f-]{36}(&|$)/);

  // A third part cannot be added, and the tray says why.
  const third = cards(page).nth(2).getByRole('checkbox', { name: 'Add to compare' });
  await expect(third).toBeDisabled();
  await expect(tray).toContainText('Compare tray is full. You can compare 2 components at a time.');

  await tray.getByRole('button', { name: 'Compare Components' }).click();
  await expect(page).toHaveURL(/[?&]view=compare(&|$)/);
  const listUrl = new URL(page.url());
  listUrl.searchParams.delete('view');

  const checkComparison = async () => {
    const table = page.getByRole('table', { name: `${nameA} compared with ${nameB}` });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: nameA })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: nameB })).toBeVisible();
    for (const label of ['Price', "Editors' rating", 'Value score', 'Power efficiency', 'Video memory']) {
      await expect(table.getByRole('rowheader', { name: label, exact: true })).toBeVisible();
    }
    await expect(table.getByText('Better', { exact: true }).first()).toBeVisible();
  };
  await checkComparison();
  await expect(page.getByRole('heading', { name: 'Side-by-side comparison' })).toBeFocused();

  await page.reload();
  await checkComparison();

  await page.getByRole('button', { name: 'Close comparison' }).click();
  await expect(page).toHaveURL(listUrl.toString());
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(cards(page)).toHaveCount(total);
  await expect(page.getByRole('radio', { name: 'Graphics cards' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^NVIDIA, \d+ parts$/ })).toBeChecked();
  await expect(page.getByRole('slider', { name: 'Max price' })).toHaveValue('600');
  await expect(tray.getByRole('button', { name: 'Compare Components' })).toBeFocused();

  // Back and forward walk through the same states.
  await page.goBack();
  await checkComparison();
  await page.goForward();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(tray.getByText('2 of 2 chosen')).toBeVisible();
});

test('the empty state, and Clear filters', async ({ page }) => {
  await page.goto('/components?type=GPU&max=50');
  await expect(page.getByText(EMPTY, { exact: true })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(page).toHaveURL(/\/components$/);
  await expect(page.getByText(EMPTY)).toHaveCount(0);
  await expect(cards(page).first()).toBeVisible();
});

test('Load more appends the next page', async ({ page }) => {
  await page.goto('/components?per=12');
  await expect(page.getByText(/^Showing 12 of \d+ components$/)).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByText(/^Showing 24 of \d+ components$/)).toBeVisible();
  await expect(cards(page)).toHaveCount(24);
});

test('a component page shows its specs and attribution, and leads back to the list', async ({ page }) => {
  await page.goto('/components?type=CPU&sort=price-desc');
  const card = cards(page).first();
  const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
  await card.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/components\/cpu-[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`RigForge - ${name}`);
  const specs = page.getByRole('region', { name: 'Specifications' });
  await expect(specs.getByText('Cores', { exact: true })).toBeVisible();
  await expect(specs.getByText('Socket', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Performance' }).getByText('Multi-thread')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Data sources' })).toContainText('RigForge editors');
  await expect(page.getByText('Value score', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Add to compare' }).click();
  await expect(page).toHaveURL(/\/components\?type=CPU&sort=price-desc&compare=[0-9a-f-]{36}$/);
  await expect(page.getByRole('region', { name: 'Compare tray' }).getByText(name)).toBeVisible();

  await page.goto('/components/cpu-no-such-part');
  await expect(page.getByRole('heading', { level: 1, name: 'Component not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse the component database' })).toHaveAttribute(
    'href',
    '/components',
  );
});

test('the footer credits the data sources', async ({ page }) => {
  await page.goto('/components');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Component data: BuildCores OpenDB (ODC-By 1.0), PC Part Dataset (MIT)');
  await expect(footer.getByRole('link', { name: 'BuildCores OpenDB' })).toHaveAttribute(
    'href',
    'https://github.com/buildcores/buildcores-open-db',
  );
});

test('the component database loads nothing from outside our origin and logs no errors', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http')) outside.push(req.url());
  });
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await page.goto('/components');
  await expect(cards(page).first()).toBeVisible();
  await expect(cards(page).first().locator('img')).toHaveJSProperty('complete', true);
  expect(outside).toEqual([]);
  expect(errors).toEqual([]);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters open in a drawer and apply at once', async ({ page }) => {
    await page.goto('/components');
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('radio', { name: 'Power supplies' }).click();
    await expect(page).toHaveURL(/[?&]type=PSU(&|$)/);
    await drawer.getByRole('combobox', { name: 'Wattage' }).selectOption('850');
    await expect(page).toHaveURL(/[?&]watts=850(&|$)/);
    await drawer.getByRole('button', { name: /^Show \d+ results?$/ }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: /^Filters/ })).toContainText('2');
    await expect(cards(page).first()).toContainText('Power supply');
  });
});

for (const theme of ['dark', 'light']) {
  test(`axe finds no serious or critical violations on /components and the comparison (${theme})`, async ({
    page,
    request,
  }) => {
    const [a, b] = await twoGpuIds(request);
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);

    const audit = () => expectNoSeriousViolations(page);

    await page.goto(`/components?type=GPU&compare=${a}`);
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Compare tray' }).getByText('1 of 2 chosen')).toBeVisible();
    await audit();

    await page.goto(`/components?compare=${a},${b}&view=compare`);
    await expect(page.getByRole('table')).toBeVisible();
    await audit();
  });
}
