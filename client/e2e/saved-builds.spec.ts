import { type APIRequestContext, type Page } from '@playwright/test';
import {
  PASSWORD,
  expect,
  expectNoSeriousViolations,
  graphql,
  signUpByApi,
  test,
  uniqueAccount,
  type Account,
  toasts,
} from './fixtures';

interface CreatedBuild {
  id: string;
  title: string;
  sharePath: string;
  components: { name: string }[];
}

/** Signs up through the form, as a person does, and leaves the browser signed in at /. */
async function signUpInBrowser(page: Page, account: Account) {
  await page.goto('/sign-up');
  await page.getByRole('textbox', { name: 'Email Address' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Username' }).fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  const popup = page.getByRole('dialog', { name: 'Account Created!' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Not Now' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Generates a parts list for the use cases and saves it as the signed-in user's build. */
async function createBuild(
  request: APIRequestContext,
  build: { title: string; description?: string; isPublic?: boolean; useCases: string[]; budget: number },
): Promise<CreatedBuild> {
  const generated = await graphql<{
    generatePartsFromUseCases: {
      parts: { id: string; name: string; price: number; category: string }[];
      buildType: string;
      resolution: string;
    };
  }>(
    request,
    'query ($useCases: [String!]!, $budget: Float) { generatePartsFromUseCases(useCases: $useCases, budget: $budget, strictBudget: true) { parts { id: componentId name price category } buildType resolution } }',
    { useCases: build.useCases, budget: build.budget },
  );
  const { parts, buildType, resolution } = generated.generatePartsFromUseCases;
  expect(parts.length).toBeGreaterThan(3);
  const created = await graphql<{ createSavedBuild: CreatedBuild }>(
    request,
    'mutation ($input: SavedBuildInput!) { createSavedBuild(input: $input) { id title sharePath components { name } } }',
    {
      input: {
        title: build.title,
        description: build.description,
        isPublic: build.isPublic ?? false,
        budget: build.budget,
        useCases: build.useCases,
        buildType,
        resolution,
        components: parts.map((p) => ({ name: p.name, price: p.price, type: p.category, componentId: p.id })),
      },
    },
  );
  return created.createSavedBuild;
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

test('saved builds: cards, show more, edit, share, delete, and the empty state', async ({ page, context, baseURL }) => {
  await signUpInBrowser(page, uniqueAccount('saved'));
  const gaming = await createBuild(page.request, {
    title: 'E2E Gaming Rig',
    description: 'High FPS at 1440p.',
    useCases: ['gaming'],
    budget: 1400,
  });
  const office = await createBuild(page.request, { title: 'E2E Office Box', useCases: ['work'], budget: 700 });

  // The nav's user menu leads here.
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Saved Builds' }).click();
  await expect(page).toHaveURL(/\/saved-builds$/);
  await expect(page).toHaveTitle('RigForge - Saved Builds');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Builds' })).toBeVisible();
  await expect(page.getByText('Manage your custom PC builds')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
  await expect(page.getByText('2 saved builds')).toBeVisible();

  // A card: title, description, visibility, and 3 of its components until opened.
  const rig = card(page, gaming.title);
  await expect(rig.getByText('High FPS at 1440p.')).toBeVisible();
  await expect(rig.getByText('Private')).toBeVisible();
  await expect(rig.getByRole('link', { name: gaming.title, exact: true })).toHaveAttribute('href', gaming.sharePath);
  await expect(rig.getByText(/^\$[\d,]+\.\d{2}$/).first()).toBeVisible();
  const parts = rig.getByRole('list', { name: `Components of ${gaming.title}` }).getByRole('listitem');
  await expect(parts).toHaveCount(3);
  const hidden = gaming.components.length - 3;
  const more = rig.getByRole('button', {
    name: `Show ${hidden} more ${hidden === 1 ? 'component' : 'components'}`,
  });
  await more.click();
  await expect(parts).toHaveCount(gaming.components.length);
  await expect(parts.last()).toContainText(gaming.components[gaming.components.length - 1].name);
  await rig.getByRole('button', { name: 'Show less' }).click();
  await expect(parts).toHaveCount(3);

  // Edit: pre-filled; the new title and the public switch are saved and survive a reload.
  await card(page, office.title)
    .getByRole('button', { name: `Edit ${office.title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Build' });
  const title = dialog.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveValue(office.title);
  await expect(title).toBeFocused();
  const visibility = dialog.getByRole('switch', { name: 'Make this build public' });
  await expect(visibility).toHaveAttribute('aria-checked', 'false');
  await title.fill('E2E Office Box Renamed');
  await visibility.click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toasts(page).getByText('Build Updated')).toBeVisible();
  await expect(toasts(page).getByText('Your build has been updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'E2E Office Box Renamed').getByText('Public')).toBeVisible();
  await page.reload();
  const renamed = card(page, 'E2E Office Box Renamed');
  await expect(renamed.getByText('Public')).toBeVisible();
  await expect(card(page, office.title)).toHaveCount(0);

  // Share: the absolute share link is on the clipboard.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await card(page, gaming.title)
    .getByRole('button', { name: `Share ${gaming.title}` })
    .click();
  await expect(toasts(page).getByText('Share Link Copied')).toBeVisible();
  await expect(toasts(page).getByText('The share link has been copied to your clipboard')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(new URL(gaming.sharePath, baseURL).href);
  expect(copied).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/shared\/[A-Za-z0-9_-]{32}$/);

  // Delete: confirmed in an alertdialog, then the card is gone.
  await card(page, gaming.title)
    .getByRole('button', { name: `Delete ${gaming.title}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this build?' });
  await expect(confirm).toContainText(gaming.title);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete Build' }).click();
  await expect(toasts(page).getByText('Build Deleted')).toBeVisible();
  await expect(toasts(page).getByText('Your build has been deleted successfully')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(card(page, gaming.title)).toHaveCount(0);
  await expect(page.getByText('1 saved build', { exact: true })).toBeVisible();

  // The last one: the empty state leads to the guides.
  await renamed.getByRole('button', { name: 'Delete E2E Office Box Renamed' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Build' }).click();
  await expect(page.getByRole('heading', { name: 'No Saved Builds Yet' })).toBeVisible();
  await expect(page.getByText('Create your first build using the PC Builder Calculator')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No Saved Builds Yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Start Building' }).click();
  await expect(page).toHaveURL(/\/guides$/);
});

test('a guest sees the sign-in card, and signing in leads back to the saved builds', async ({ page, playwright }) => {
  const account = uniqueAccount('guest');
  // The account is made in another cookie jar: this browser stays a guest.
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await signUpByApi(api, account);
  await api.dispose();

  await page.goto('/saved-builds');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In Required' })).toBeVisible();
  await expect(page.getByText('You need to sign in to view your saved builds')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Saved Builds', exact: true })).toHaveCount(0);
  const signIn = page.getByRole('main').getByRole('link', { name: 'Sign In' });
  await expect(signIn).toHaveAttribute('href', '/api/login?returnTo=%2Fsaved-builds');
  await signIn.click();
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fsaved-builds$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/saved-builds$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Builds' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Saved Builds Yet' })).toBeVisible();
});

for (const theme of ['dark', 'light']) {
  test(`axe finds no serious or critical violations on /saved-builds (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto('/saved-builds');
    await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
    await expectNoSeriousViolations(page, 'guest');

    const account = uniqueAccount(`axe${theme}`);
    await signUpByApi(page.request, account);
    // Signed in, the account's theme wins over the browser's: give the account this one.
    await graphql(page.request, 'mutation ($theme: Theme) { updatePreferences(theme: $theme) { id } }', { theme });
    await page.reload();
    await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)${theme}(\\s|$)`));
    await expect(page.getByRole('heading', { name: 'No Saved Builds Yet' })).toBeVisible();
    await expectNoSeriousViolations(page, 'empty');

    await createBuild(page.request, { title: 'Axe Rig', description: 'Checked.', useCases: ['gaming'], budget: 1200 });
    await createBuild(page.request, { title: 'Axe Box', isPublic: true, useCases: ['work'], budget: 700 });
    await page.reload();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
    await card(page, 'Axe Rig')
      .getByRole('button', { name: /^Show \d+ more component/ })
      .click();
    await expectNoSeriousViolations(page, 'cards');

    await page.getByRole('button', { name: 'Edit Axe Rig' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Build' });
    await dialog.getByRole('button', { name: 'Reset share link' }).click();
    await expect(dialog.getByRole('button', { name: 'Keep current link' })).toBeFocused();
    await expectNoSeriousViolations(page, 'edit dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Delete Axe Box' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoSeriousViolations(page, 'delete dialog');
  });
}

test('the page fits a 390 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpByApi(page.request, uniqueAccount('narrow'));
  await createBuild(page.request, {
    title: 'A build with a rather long title that has to wrap on a phone',
    description: 'Checked on a narrow screen.',
    useCases: ['gaming', 'content-creation'],
    budget: 2000,
  });
  await page.goto('/saved-builds');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: /^Show \d+ more component/ }).click();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: /^Edit / }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Build' });
  // Every control of the dialog can be reached on a short screen (it scrolls inside).
  await dialog.getByRole('button', { name: 'Save Changes' }).scrollIntoViewIfNeeded();
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeInViewport();
});
