// Lists and pages that were visited before stay true while the app runs: the Apollo cache is
// updated or asked again after a save or an edit, and one build's compatibility results never
// show on another. Every step after the first page load navigates inside the app (a full load
// would start with an empty cache and prove nothing).
import { type Page } from '@playwright/test';
import {
  expect,
  generatedGamingParts,
  graphql,
  saveBuildByApi,
  signUpByApi,
  test,
  type Account,
  toasts,
} from './fixtures';

/** Marks the loaded document; expectSameDocument fails if the page was loaded again since. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { __rigforgeDocument: 'kept' }));
}

async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as { __rigforgeDocument?: string }).__rigforgeDocument)).toBe('kept');
}

async function openSavedBuilds(page: Page, account: Account) {
  await page.getByRole('button', { name: `Account menu for ${account.username}` }).click();
  await page.getByRole('menuitem', { name: 'Saved Builds' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Builds' })).toBeVisible();
}

async function setVisibility(page: Page, title: string, isPublic: boolean) {
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Build' });
  const visibility = dialog.getByRole('switch', { name: 'Make this build public' });
  await expect(visibility).toHaveAttribute('aria-checked', String(!isPublic));
  await visibility.click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toasts(page).getByText('Build Updated')).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function openGallery(page: Page) {
  await page.getByRole('link', { name: 'Browse community builds' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Community Builds' })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of \d+ builds?$/)).toBeVisible();
}

test('a build saved in the planner is on an already-visited /saved-builds without a reload', async ({
  signedInPage: page,
}) => {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Saved Builds' }).click();
  await expect(page.getByRole('heading', { name: 'No Saved Builds Yet' })).toBeVisible();
  await markDocument(page);

  await page.getByRole('banner').getByRole('link', { name: 'Calculator', exact: true }).click();
  await page.getByRole('button', { name: 'Generate Parts List' }).click();
  await expect(page).toHaveURL(/\/build-result\?data=/);
  await page.getByRole('button', { name: 'Save This Build' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Build' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Planner Cache Rig');
  await dialog.getByRole('button', { name: 'Save Build' }).click();
  await expect(toasts(page).getByText('Build Saved Successfully!')).toBeVisible();

  await page.getByRole('button', { name: 'View saved builds' }).click();
  await expect(page).toHaveURL(/\/saved-builds$/);
  await expect(page.getByRole('article', { name: 'Planner Cache Rig', exact: true })).toBeVisible();
  await expect(page.getByText('1 saved build', { exact: true })).toBeVisible();
  await expectSameDocument(page);
});

test('making a build private or public shows in an already-visited /builds gallery', async ({
  signedInPage: page,
  account,
}) => {
  const parts = await generatedGamingParts(page.request);
  const suffix = Date.now().toString(36);
  const title = `Visible ${suffix}`;
  await saveBuildByApi(page.request, { title: `Anchor ${suffix}`, isPublic: true, components: parts });
  await saveBuildByApi(page.request, { title, isPublic: true, components: parts });
  const inGallery = page.getByRole('article', { name: title, exact: true });

  await page.goto('/builds');
  await expect(inGallery).toBeVisible();
  await markDocument(page);

  await openSavedBuilds(page, account);
  await setVisibility(page, title, false);
  await openGallery(page);
  await expect(page.getByRole('article', { name: `Anchor ${suffix}`, exact: true })).toBeVisible();
  await expect(inGallery).toHaveCount(0);

  await openSavedBuilds(page, account);
  await setVisibility(page, title, true);
  await openGallery(page);
  await expect(inGallery).toBeVisible();
  await expectSameDocument(page);
});

interface CatalogPart {
  id: string;
  name: string;
  priceCents: number;
}

/** The first catalog part of a type on a socket. */
async function partOn(page: Page, type: 'CPU' | 'Motherboard', socket: string): Promise<CatalogPart> {
  const data = await graphql<{ components: { nodes: CatalogPart[] } }>(
    page.request,
    'query ($type: PartType, $socket: String) { components(type: $type, socket: $socket, first: 1) { nodes { id name priceCents } } }',
    { type, socket },
  );
  const [part] = data.components.nodes;
  expect(part, `a ${type} for ${socket}`).toBeDefined();
  return part;
}

test('a compatible build opened again after an incompatible one still shows its own checks', async ({
  page,
  request,
}) => {
  // The owner publishes two builds; the guest's browser has a cookie jar of its own.
  await signUpByApi(request, 'owner');
  const suffix = Date.now().toString(36);
  const compatibleTitle = `Compatible ${suffix}`;
  const clashTitle = `Socket clash ${suffix}`;
  await saveBuildByApi(request, {
    title: compatibleTitle,
    isPublic: true,
    components: await generatedGamingParts(request),
  });
  const cpu = await partOn(page, 'CPU', 'AM5');
  const board = await partOn(page, 'Motherboard', 'LGA1700');
  await saveBuildByApi(request, {
    title: clashTitle,
    isPublic: true,
    components: [cpu, board].map((p, i) => ({
      type: i === 0 ? 'CPU' : 'Motherboard',
      name: p.name,
      price: p.priceCents / 100,
      componentId: p.id,
    })),
  });

  const checks = page.getByRole('list', { name: 'Compatibility checks' });
  const socketCheck = checks.getByRole('listitem').filter({ hasText: 'CPU socket' });
  const openFromGallery = async (title: string) => {
    await page.getByRole('article', { name: title, exact: true }).getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  };

  await page.goto('/builds');
  await markDocument(page);
  await openFromGallery(compatibleTitle);
  await expect(socketCheck).toContainText('Pass');
  await expect(checks).not.toContainText('Fail');

  await page.goBack();
  await openFromGallery(clashTitle);
  await expect(socketCheck).toContainText('Fail');

  await page.goBack();
  await openFromGallery(compatibleTitle);
  await expect(socketCheck).toContainText('Pass');
  await expect(checks).not.toContainText('Fail');
  await expectSameDocument(page);
});
