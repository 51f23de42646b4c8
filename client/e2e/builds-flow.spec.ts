import { type Browser, type Page } from '@playwright/test';
import { PASSWORD, expect, test, uniqueAccount, toasts } from './fixtures';

// The whole saved-builds journey of issue 6: generate → save → saved builds → edit → share; the
// share link in a fresh browser; cloned by another user; deleted.

/** Signs a new account up through the API: the browser context keeps the session cookie. */
async function signUpByApi(page: Page, prefix: string) {
  const account = uniqueAccount(prefix);
  const response = await page.request.post('/api/auth/sign-up', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('generate → save → saved builds → edit → share → guest view → clone → delete', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  // The whole life of a build across three browsers: the longest flow of the suite.
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

  // A guest on the result page is offered sign-in, which comes back to the same build.
  await page.goto('/calculator');
  await page.getByRole('button', { name: 'Generate Parts List' }).click();
  await expect(page).toHaveURL(/\/build-result\?data=/);
  const resultUrl = page.url();
  const signIn = page.getByRole('link', { name: 'Sign In to Save Build' });
  await expect(signIn).toBeVisible();
  const owner = await signUpByApi(page, 'owner');
  await page.request.post('/api/auth/sign-out');
  await signIn.click();
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fbuild-result/);
  await page.getByRole('textbox', { name: 'Email' }).fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(resultUrl);

  // Save it, public, under a new title.
  await expect(page.getByRole('button', { name: 'Save This Build' })).toBeEnabled();
  const partCount = await page.getByRole('article').count();
  expect(partCount).toBeGreaterThanOrEqual(7);
  await page.getByRole('button', { name: 'Save This Build' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Build' });
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(
    /^(Budget|Mid-Range|High-End) Gaming Build - \$1500$/,
  );
  await expect(dialog.getByRole('textbox', { name: /Description/ })).toHaveValue('Gaming build for 1080p resolution.');
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Flow Test Rig');
  await dialog.getByRole('switch', { name: 'Make this build public' }).click();
  await dialog.getByRole('button', { name: 'Save Build' }).click();
  await expect(toasts(page).getByText('Build Saved Successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The saved builds page, through the user menu.
  await page.goto('/saved-builds');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Builds' })).toBeVisible();
  await expect(page.getByText('Manage your custom PC builds')).toBeVisible();
  const card = page.getByRole('article', { name: 'Flow Test Rig' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: `Show ${partCount - 3} more components` })).toBeVisible();

  // Edit: pre-filled; the new title stays after a reload.
  await card.getByRole('button', { name: 'Edit Flow Test Rig' }).click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue('Flow Test Rig');
  await expect(edit.getByRole('switch', { name: 'Make this build public' })).toHaveAttribute('aria-checked', 'true');
  await edit.getByRole('textbox', { name: 'Title' }).fill('Flow Test Rig v2');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toasts(page).getByText('Build Updated')).toBeVisible();
  await page.reload();
  const edited = page.getByRole('article', { name: 'Flow Test Rig v2' });
  await expect(edited).toBeVisible();

  // Share: the absolute link is on the clipboard.
  await edited.getByRole('button', { name: 'Share Flow Test Rig v2' }).click();
  await expect(toasts(page).getByText('Share Link Copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${baseURL}/shared/[A-Za-z0-9_-]{32}$`));

  // The link in a fresh browser (a guest): read-only, with the owner's name.
  const guest = await freshPage(browser);
  await guest.goto(link);
  await expect(guest.getByRole('heading', { level: 1, name: 'Flow Test Rig v2' })).toBeVisible();
  await expect(guest.getByText(owner.username)).toBeVisible();
  const parts = guest.getByRole('region', { name: `Parts (${partCount})` });
  await expect(parts.getByRole('article')).toHaveCount(partCount);
  await expect(guest.getByRole('list', { name: 'Compatibility checks' })).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Sign in to clone' })).toBeVisible();
  await expect(guest.getByRole('button', { name: /Edit|Delete/ })).toHaveCount(0);
  await guest.context().close();

  // Another user clones it into their own builds.
  const other = await freshPage(browser);
  await signUpByApi(other, 'cloner');
  await other.goto(link);
  await other.getByRole('button', { name: 'Clone to my builds' }).click();
  await expect(other.getByText(/cloned|copied|saved/i).first()).toBeVisible();
  await other.goto('/saved-builds');
  await expect(other.getByRole('article', { name: 'Flow Test Rig v2' })).toBeVisible();
  await other.context().close();

  // The owner deletes it: confirmed, gone, and the empty state follows.
  await edited.getByRole('button', { name: 'Delete Flow Test Rig v2' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Flow Test Rig v2');
  await confirm.getByRole('button', { name: 'Delete Build' }).click();
  await expect(toasts(page).getByText('Build Deleted')).toBeVisible();
  await expect(page.getByText('No Saved Builds Yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Building' })).toHaveAttribute('href', '/guides');

  // The share link of a deleted build shows the not-found state.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Build not found' })).toBeVisible();
});
