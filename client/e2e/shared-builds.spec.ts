import { type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';
import { PASSWORD, expect, expectNoSeriousViolations, graphql, test, toasts } from './fixtures';

const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;

interface Part {
  id: string;
  name: string;
  price: number;
  category: string;
}

interface SavedBuild {
  id: string;
  title: string;
  category: string;
  totalPrice: string;
  shareToken: string;
  sharePath: string;
  isPublic: boolean;
  components: { name: string }[];
}

function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.slice(0, 20);
}

/** Signs a new account up in the context (the session cookie lands in its cookie jar). */
async function signUp(context: BrowserContext, prefix: string): Promise<string> {
  const username = uniqueName(prefix);
  await graphql(
    context.request,
    'mutation ($email: String!, $username: String!, $password: String!) { signUp(email: $email, username: $username, password: $password) { id } }',
    { email: `${username}@example.com`, username, password: PASSWORD },
  );
  return username;
}

const BUILD_FIELDS = 'id title category totalPrice shareToken sharePath isPublic components { name }';

/** A generated gaming build saved with a link to the catalog part of every component. */
async function saveBuild(request: APIRequestContext, title: string, isPublic: boolean): Promise<SavedBuild> {
  const generated = await graphql<{
    generatePartsFromUseCases: { parts: Part[]; buildType: string; resolution: string; budget: number };
  }>(
    request,
    'query { generatePartsFromUseCases(useCases: ["gaming"], budget: 1500, strictBudget: true) { parts { id: componentId name price category } buildType resolution budget } }',
  );
  const { parts, buildType, resolution, budget } = generated.generatePartsFromUseCases;
  const created = await graphql<{ createSavedBuild: SavedBuild }>(
    request,
    `mutation ($input: SavedBuildInput!) { createSavedBuild(input: $input) { ${BUILD_FIELDS} } }`,
    {
      input: {
        title,
        description: 'A quiet gaming build for 1440p.',
        isPublic,
        budget,
        buildType,
        resolution,
        useCases: ['gaming'],
        components: parts.map((p) => ({ type: p.category, name: p.name, price: p.price, componentId: p.id })),
      },
    },
  );
  return created.createSavedBuild;
}

const dollars = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

interface Fixture {
  owner: string;
  publicBuild: SavedBuild;
  privateBuild: SavedBuild;
}

let fixture: Fixture;

async function newContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  return browser.newContext({ baseURL: BASE_URL, ...options });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  const context = await newContext(browser);
  const owner = await signUp(context, 'sharer');
  const stamp = Date.now().toString(36);
  const publicBuild = await saveBuild(context.request, `Community rig ${stamp}`, true);
  const privateBuild = await saveBuild(context.request, `Tom's <Quiet> & "Fast" rig ${stamp}`, false);
  await context.close();
  fixture = { owner, publicBuild, privateBuild };
});

test('a private build opened by its share link: guest view, clone by another user, export', async ({ browser }) => {
  const { owner, privateBuild } = fixture;
  const guest = await newContext(browser);
  const page = await guest.newPage();
  const response = await page.goto(privateBuild.sharePath);
  expect(response?.status()).toBe(200);

  await expect(page.getByRole('heading', { level: 1, name: privateBuild.title })).toBeVisible();
  await expect(page).toHaveTitle(`RigForge - ${privateBuild.title}`);
  await expect(page.getByText(`Shared by ${owner}`)).toBeVisible();
  await expect(page.getByText('Total price:').locator('..')).toHaveText(
    `Total price: ${dollars(Number(privateBuild.totalPrice))}`,
  );
  await expect(page.getByText(privateBuild.category, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: `Parts (${privateBuild.components.length})` }),
  ).toBeVisible();
  for (const part of privateBuild.components) {
    await expect(page.getByRole('article', { name: part.name })).toBeVisible();
  }

  // The compatibility report, with the wattage the server computes for these parts.
  const report = await graphql<{ sharedBuild: { compatibility: { estimatedWattage: number } } }>(
    guest.request,
    'query ($token: String!) { sharedBuild(token: $token) { compatibility { estimatedWattage } } }',
    { token: privateBuild.shareToken },
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Compatibility' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Compatibility checks' })).toBeVisible();
  await expect(page.getByText('Estimated power draw').locator('..')).toContainText(
    `${report.sharedBuild.compatibility.estimatedWattage} W`,
  );
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
    `${privateBuild.category} PC build: ${privateBuild.components.length} parts, ${dollars(Number(privateBuild.totalPrice))}. Shared by ${owner} on RigForge.`,
  );

  const signIn = page.getByRole('link', { name: 'Sign in to clone' });
  await expect(signIn).toHaveAttribute('href', `/api/login?returnTo=${encodeURIComponent(privateBuild.sharePath)}`);
  await expect(page.getByRole('button', { name: 'Clone to my builds' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open in planner' })).toHaveAttribute(
    'href',
    '/calculator?usecases=gaming&budget=1500&buildType=gaming&resolution=1440p',
  );
  await guest.close();

  // A second user clones it: a private copy in their own builds.
  const other = await newContext(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  await signUp(other, 'cloner');
  const otherPage = await other.newPage();
  await otherPage.goto(privateBuild.sharePath);
  await otherPage.getByRole('button', { name: 'Clone to my builds' }).click();
  await expect(toasts(otherPage).getByText('Build copied')).toBeVisible();
  const mine = await graphql<{ mySavedBuilds: { nodes: SavedBuild[] } }>(
    other.request,
    `{ mySavedBuilds(first: 10) { nodes { ${BUILD_FIELDS} } } }`,
  );
  expect(mine.mySavedBuilds.nodes).toHaveLength(1);
  const copy = mine.mySavedBuilds.nodes[0];
  expect(copy).toMatchObject({ title: privateBuild.title, isPublic: false, totalPrice: privateBuild.totalPrice });
  expect(copy.shareToken).not.toBe(privateBuild.shareToken);
  expect(copy.components.map((c) => c.name)).toEqual(privateBuild.components.map((c) => c.name));

  // Export as Markdown to the clipboard.
  await otherPage.getByRole('button', { name: 'Copy as Markdown' }).click();
  await expect(toasts(otherPage).getByText('Copied as Markdown')).toBeVisible();
  const markdown = await otherPage.evaluate(() => navigator.clipboard.readText());
  expect(markdown.startsWith(`# ${privateBuild.title}\n`)).toBe(true);
  expect(markdown).toContain('| Type | Part | Price |');
  for (const part of privateBuild.components) expect(markdown).toContain(part.name);
  expect(markdown).toContain(`| **Total** | | **${dollars(Number(privateBuild.totalPrice))}** |`);
  expect(markdown).toContain(`Estimated wattage: ${report.sharedBuild.compatibility.estimatedWattage} W`);
  expect(markdown).toContain(`[View this build on RigForge](${BASE_URL}${privateBuild.sharePath})`);
  await other.close();
});

test('the owner is told it is their build', async ({ browser }) => {
  const context = await newContext(browser);
  const owner = await signUp(context, 'owner');
  const build = await saveBuild(context.request, 'Mine', false);
  const page = await context.newPage();
  await page.goto(build.sharePath);
  await expect(page.getByText(`Shared by ${owner}`)).toBeVisible();
  await expect(page.getByText(/This is your build/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'your saved builds' })).toHaveAttribute('href', '/saved-builds');
  await context.close();
});

test('unknown and malformed share links show "Build not found"', async ({ page }) => {
  for (const token of ['A'.repeat(32), 'not-a-token']) {
    const response = await page.goto(`/shared/${token}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Build not found' })).toBeVisible();
    await expect(page.getByText(/may have been revoked/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse community builds' })).toHaveAttribute('href', '/builds');
    await expect(page.getByRole('link', { name: 'Plan your own build' })).toHaveAttribute('href', '/calculator');
  }
});

test('the share link answers link previews with the escaped title and summary', async ({ request }) => {
  const { owner, privateBuild } = fixture;
  const response = await request.get(privateBuild.sharePath);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>RigForge - ${escapeHtml(privateBuild.title)}</title>`);
  expect(html).toContain(`<meta property="og:title" content="${escapeHtml(privateBuild.title)}" />`);
  expect(html).toContain(`Shared by ${owner} on RigForge.`);
  expect(html).not.toContain('<Quiet>');
});

test('the community gallery lists public builds only, and filters by tier', async ({ page }) => {
  const { publicBuild, privateBuild } = fixture;
  await page.goto('/builds');
  await expect(page).toHaveTitle('RigForge - Community Builds');
  await expect(page.getByRole('heading', { level: 1, name: 'Community Builds' })).toBeVisible();
  const card = page.getByRole('article', { name: publicBuild.title });
  await expect(card).toBeVisible();
  await expect(card).toContainText(dollars(Number(publicBuild.totalPrice)));
  await expect(card).toContainText(`${publicBuild.components.length} parts`);
  await expect(card).toContainText(`by ${fixture.owner}`);
  await expect(page.getByRole('article', { name: privateBuild.title })).toHaveCount(0);

  const tiers = [
    { label: 'Budget Gaming', param: 'budget' },
    { label: 'Mid-Range Gaming', param: 'mid-range' },
    { label: 'High-End Gaming', param: 'high-end' },
  ];
  const own = tiers.find((t) => t.label === publicBuild.category);
  expect(own).toBeDefined();
  const otherTier = tiers.find((t) => t !== own)!;
  // The filter is URL state: the radio shows as checked once the navigation has happened.
  await page.getByRole('radio', { name: otherTier.label }).click();
  await expect(page.getByRole('radio', { name: otherTier.label })).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`/builds\\?tier=${otherTier.param}$`));
  await expect(page.getByRole('article', { name: publicBuild.title })).toHaveCount(0);
  await page.getByRole('radio', { name: own!.label }).click();
  await expect(page.getByRole('radio', { name: own!.label })).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`/builds\\?tier=${own!.param}$`));
  await expect(page.getByRole('article', { name: publicBuild.title })).toBeVisible();

  // The card leads to the build's share page.
  await page.getByRole('link', { name: publicBuild.title }).click();
  await expect(page).toHaveURL(new RegExp(`${publicBuild.sharePath}$`));
  await expect(page.getByRole('heading', { level: 1, name: publicBuild.title })).toBeVisible();
});

for (const theme of ['dark', 'light']) {
  test(`axe finds no serious or critical violations on the shared build and the gallery (${theme})`, async ({
    page,
  }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const check = () => expectNoSeriousViolations(page);
    await page.goto(fixture.privateBuild.sharePath);
    await expect(page.getByRole('heading', { level: 2, name: 'Compatibility' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to clone' })).toBeVisible();
    await check();
    await page.goto('/builds');
    await expect(page.getByRole('article', { name: fixture.publicBuild.title })).toBeVisible();
    await check();
    await page.goto(`/shared/${'B'.repeat(32)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Build not found' })).toBeVisible();
    await check();
  });
}
