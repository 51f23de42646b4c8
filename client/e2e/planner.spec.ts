import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, expectNoSeriousViolations, test } from './fixtures';

interface PayloadPart {
  id?: string;
  name: string;
  price: number;
  category: string;
}

/** The build in the result page's address. */
function payloadOf(page: Page): { parts: PayloadPart[]; [key: string]: unknown } {
  const data = new URL(page.url()).searchParams.get('data');
  expect(data).not.toBeNull();
  return JSON.parse(data ?? '') as { parts: PayloadPart[] };
}

/** The labels of the checks the server makes for these parts. */
async function serverCheckLabels(request: APIRequestContext, partIds: string[]): Promise<string[]> {
  const response = await request.post('/graphql', {
    data: {
      query: 'query ($ids: [ID!]!) { checkCompatibility(partIds: $ids) { checks { label status } } }',
      variables: { ids: partIds },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data: { checkCompatibility: { checks: { label: string }[] } } };
  return body.data.checkCompatibility.checks.map((c) => c.label);
}

/** Every check of the build's compatibility panel is shown, and each one passes. */
async function expectEveryCheckPasses(page: Page, request: APIRequestContext) {
  const checks = page.getByRole('list', { name: 'Compatibility checks' });
  await expect(checks).toBeVisible();
  const partIds = payloadOf(page).parts.flatMap((p) => (p.id ? [p.id] : []));
  const labels = await serverCheckLabels(request, partIds);
  expect(labels.length).toBeGreaterThanOrEqual(8);
  const items = checks.getByRole('listitem');
  await expect(items).toHaveCount(labels.length);
  for (const [index, label] of labels.entries()) {
    await expect(items.nth(index)).toContainText(label);
    await expect(items.nth(index)).toContainText('Pass');
  }
  await expect(page.getByText('Every check passes: these parts work together.')).toBeVisible();
  await expect(page.getByText(/^\d+ W$/)).toHaveCount(2);
}

test('home → use-case step → generate → the build result', async ({ page, request }) => {
  await page.goto('/');
  const start = page.locator('#featured-guides').getByRole('link', { name: 'Start Build' }).first();
  await expect(start).toHaveAttribute('href', /^\/guides\?step=usecase&budget=\d+$/);
  // Without a budget the step plans around the selection's default, and says it is one.
  await page.goto('/guides?step=usecase');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mid-Range PC Build ($800-1000)');
  await expect(page.getByText('Planned around $1,000')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate Mid-Range Build' })).toBeDisabled();
  await expect(page.getByText('Select at least one use case to continue')).toBeVisible();

  await page.getByRole('button', { name: 'Workstation' }).click();
  await expect(page.getByRole('button', { name: 'Workstation' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('High-End PC Build ($1200+)');
  await page.getByRole('button', { name: 'Workstation' }).click();
  await page.getByRole('button', { name: 'Gaming' }).click();
  await expect(page.getByText('Select at least one use case to continue')).toBeHidden();
  await page.getByRole('button', { name: 'Generate High-End Build' }).click();

  await expect(page).toHaveURL(/\/build-result\?data=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your PC Build' })).toBeVisible();
  await expect(page).toHaveTitle('RigForge - Build Result');
  const payload = payloadOf(page);
  expect(payload.useCases).toEqual(['gaming']);
  expect(payload.buildType).toBe('gaming');
  expect(payload.resolution).toBe('1440p');
  // Without a target budget the docs/requirements.md §9 default for gaming alone applies.
  expect(payload.budget).toBe(1400);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(payload.parts.length);
  expect(payload.parts.length).toBeGreaterThanOrEqual(8);
  for (const category of ['CPU', 'GPU', 'RAM', 'Storage', 'Motherboard', 'PSU', 'Case', 'Cooler']) {
    expect(payload.parts.some((p) => p.category === category)).toBe(true);
  }
  await expectEveryCheckPasses(page, request);
});

test('a guide card → the result page’s use-case step → the result replaces the step in history', async ({ page }) => {
  await page.goto('/guides');
  const start = page.getByRole('main').getByRole('article').nth(1).getByRole('link', { name: 'Start Build' });
  const href = (await start.getAttribute('href')) ?? '';
  const budget = Number(new URL(href, 'http://x').searchParams.get('budget'));
  await start.click();
  await expect(page).toHaveURL(/\/build-result\?budget=\d+&step=usecase$/);
  await expect(page.getByRole('heading', { level: 1, name: / PC Build \(/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Build Guides' })).toHaveAttribute('href', '/guides');

  // The same step as /guides?step=usecase: Generate waits for a use case.
  await expect(page.getByRole('button', { name: 'Generate Parts List' })).toBeDisabled();
  await expect(page.getByText('Select at least one use case to continue')).toBeVisible();
  await page.getByRole('button', { name: 'Work & Productivity' }).click();
  await page.getByRole('button', { name: 'Generate Parts List' }).click();
  await expect(page).toHaveURL(/\/build-result\?data=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your PC Build' })).toBeVisible();
  const payload = payloadOf(page);
  expect(payload).toMatchObject({ budget, useCases: ['work'], buildType: 'Custom', resolution: '1440p' });
  expect(typeof payload.buildTier).toBe('string');

  await page.goBack();
  await expect(page).toHaveURL(/\/guides$/);
});

test('calculator → breakdown → generate → the build result', async ({ page, request }) => {
  await page.goto('/calculator');
  await expect(page).toHaveTitle('RigForge - PC Budget Calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'PC Budget Calculator' })).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Budget' })).toHaveValue('1500');

  await page.getByRole('slider', { name: 'Budget' }).fill('2000');
  await page.getByRole('combobox', { name: 'Build type' }).selectOption('streaming');
  await page.getByRole('radio', { name: '1440p' }).check();
  await expect(page).toHaveURL(/\/calculator\?budget=2000&buildType=streaming&resolution=1440p$/);
  await page.getByRole('button', { name: 'Calculate Build' }).click();

  // Streaming at 1440p: CPU 25 %, GPU 37 %, RAM 9 %, storage 9 %, other 20 % (the allocation table).
  const split = page.getByRole('list', { name: 'Split by category' });
  await expect(split).toBeVisible();
  const rows = split.getByRole('listitem');
  await expect(rows).toHaveText([
    /^CPU\$500\s*25%$/,
    /^GPU\$740\s*37%$/,
    /^RAM\$180\s*9%$/,
    /^Storage\$180\s*9%$/,
    /^Other\$400\s*20%$/,
  ]);
  await expect(page.getByText('Total Estimated Cost').locator('..')).toContainText('$2,000');
  // The recommended CPU and GPU are real catalog parts, linked to their pages.
  const picks = page.getByRole('main').locator('dl a[href^="/components/"]');
  await expect(picks).toHaveCount(2);
  const pickNames = await picks.allTextContents();

  await page.getByRole('button', { name: 'Generate Parts List' }).click();
  await expect(page).toHaveURL(/\/build-result\?data=/, { timeout: 20_000 });
  const payload = payloadOf(page);
  expect(payload).toMatchObject({
    budget: 2000,
    buildType: 'streaming',
    resolution: '1440p',
    allocation: { cpu: 500, gpu: 740, ram: 180, storage: 180, other: 400 },
    fitsBudget: true,
  });
  // The picks are the CPU and GPU of the generated list: one planner run (issue 32).
  expect(payload.parts.filter((p) => p.category === 'CPU' || p.category === 'GPU').map((p) => p.name)).toEqual(
    pickNames,
  );
  const total = payload.parts.reduce((sum, p) => sum + p.price, 0);
  expect(total).toBeLessThanOrEqual(2000);
  await expect(
    page.getByText(`$${total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`).first(),
  ).toBeVisible();
  await expectEveryCheckPasses(page, request);

  // A retailer link searches for the part name plus its category keyword (docs/requirements.md §7), in a new tab.
  const cpu = payload.parts.find((p) => p.category === 'CPU');
  expect(cpu).toBeDefined();
  const amazon = page.getByRole('link', { name: `Search Amazon for ${cpu?.name}` });
  await expect(amazon).toHaveAttribute(
    'href',
    `https://www.amazon.com/s?k=${encodeURIComponent(`${cpu?.name} processor desktop`)}`,
  );
  await expect(amazon).toHaveAttribute('target', '_blank');
  await expect(amazon).toHaveAttribute('rel', 'noopener noreferrer');

  await page.getByRole('link', { name: 'Back to Calculator' }).click();
  await expect(page).toHaveURL(/\/calculator$/);
});

test('the calculator with use cases shows them and generates for them', async ({ page }) => {
  await page.goto('/calculator?usecases=gaming,work,unknown');
  const badges = page.getByRole('list', { name: 'Your use cases' });
  await expect(badges.getByRole('listitem')).toHaveText(['Gaming', 'Work & Productivity']);
  await page.getByRole('button', { name: 'Generate Parts List' }).click();
  await expect(page).toHaveURL(/\/build-result\?data=/, { timeout: 20_000 });
  expect(payloadOf(page)).toMatchObject({ budget: 1500, useCases: ['gaming', 'work'], buildTier: 'High-End' });
});

test('missing or bad data in the address goes to the calculator, and bad data is logged', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await page.goto(`/build-result?data=${encodeURIComponent('{"parts": [')}`);
  await expect(page).toHaveURL(/\/calculator$/);
  await expect(page.getByRole('heading', { level: 1, name: 'PC Budget Calculator' })).toBeVisible();
  expect(errors.some((e) => e.includes('not JSON'))).toBe(true);

  await page.goto(
    `/build-result?data=${encodeURIComponent(JSON.stringify({ parts: [{ name: 'X', price: 'free' }] }))}`,
  );
  await expect(page).toHaveURL(/\/calculator$/);
  await page.goto('/build-result');
  await expect(page).toHaveURL(/\/calculator$/);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/calculator', '/guides?step=usecase', '/build-result?budget=950&step=usecase']) {
    test(`${path} fits the screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('a build result fits the screen', async ({ page, request }) => {
    await page.goto(await resultPath(request));
    await expect(page.getByRole('list', { name: 'Compatibility checks' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

/** A generated build's result page, through the API, so the scan does not depend on the UI flow. */
async function resultPath(request: APIRequestContext): Promise<string> {
  const response = await request.post('/graphql', {
    data: {
      query:
        '{ generatePartsFromUseCases(useCases: ["gaming"], budget: 1200, strictBudget: true) { parts { id: componentId slug name category price reason } budget total fitsBudget message useCases buildType resolution buildTier } }',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const build = ((await response.json()) as { data: { generatePartsFromUseCases: Record<string, unknown> } }).data
    .generatePartsFromUseCases;
  return `/build-result?data=${encodeURIComponent(JSON.stringify(build))}`;
}

for (const theme of ['dark', 'light']) {
  test(`axe finds no serious or critical violations on the planner screens (${theme})`, async ({ page, request }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const scan = (what: string) => expectNoSeriousViolations(page, what);

    await page.goto('/calculator?usecases=gaming');
    await page.getByRole('button', { name: 'Calculate Build' }).click();
    await expect(page.getByRole('list', { name: 'Split by category' })).toBeVisible();
    await scan('/calculator');

    await page.goto(await resultPath(request));
    await expect(page.getByRole('list', { name: 'Compatibility checks' })).toBeVisible();
    await scan('/build-result');

    await page.goto('/guides?step=usecase');
    await page.getByRole('button', { name: 'Gaming' }).click();
    await scan('/guides?step=usecase');

    await page.goto('/build-result?budget=950&step=usecase');
    await page.getByRole('button', { name: 'Server/NAS' }).click();
    await scan('/build-result?step=usecase');
  });
}
