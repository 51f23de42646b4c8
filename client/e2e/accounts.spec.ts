import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { PASSWORD, expect, expectNoSeriousViolations, test, uniqueAccount, toasts } from './fixtures';

// The server of this run keeps its mail outbox here (see playwright.config.ts).
const OUTBOX = path.join(os.tmpdir(), `rigforge-e2e-${process.env.E2E_PORT ?? 3210}`, 'outbox');
async function signUp(page: Page, account: { email: string; username: string }) {
  await page.goto('/sign-up');
  await page.getByRole('textbox', { name: 'Email Address' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Username' }).fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  const popup = page.getByRole('dialog', { name: 'Account Created!' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Not Now' }).click();
  await expect(popup).toBeHidden();
  await expect(toasts(page).getByText('Account created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

function resetLinkFor(email: string): string | null {
  if (!fs.existsSync(OUTBOX)) return null;
  for (const name of fs
    .readdirSync(OUTBOX)
    .filter((n) => n.endsWith('.json'))
    .sort()
    .reverse()) {
    const mail = JSON.parse(fs.readFileSync(path.join(OUTBOX, name), 'utf8')) as { to: string; text: string };
    if (mail.to === email) return /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ?? null;
  }
  return null;
}

test('an account from sign-up to deletion', async ({ page, context }) => {
  const account = uniqueAccount('e2e');
  await signUp(page, account);

  // Signed in: the avatar menu names the user and leads to the settings.
  const menuButton = page.getByRole('button', { name: `Account menu for ${account.username}` });
  await menuButton.click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText(account.username);
  await expect(menu).toContainText(account.email);
  await expect(menu.getByRole('menuitem')).toHaveText(['Saved Builds', 'Settings', 'Sign out']);
  await menu.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email);

  // Change the username.
  await page.getByRole('button', { name: 'Edit username' }).click();
  const renamed = `${account.username.slice(0, 16)}_new`;
  await page.getByRole('textbox', { name: 'Username' }).fill(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Profile Updated')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(renamed);
  await expect(page.getByRole('button', { name: `Account menu for ${renamed}` })).toBeVisible();

  // The theme is kept in the account.
  await page.getByRole('switch', { name: 'Dark Mode' }).click();
  await expect(toasts(page).getByText('Theme Updated')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/(^|\s)light(\s|$)/);

  // Sign out: the page reloads signed out.
  await page.getByRole('button', { name: `Account menu for ${renamed}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();

  // Sign in with remember me: the popup, the toast, and a 30-day cookie.
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fsettings$/);
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email.toUpperCase());
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Save Login Information?' })).toBeVisible();
  await expect(toasts(page).getByText('Sign in successful')).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  const session = (await context.cookies()).find((c) => c.name === 'rigforge.sid');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  expect((session!.expires * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(29.9);
  // The account's theme (light, chosen above) wins over this browser's.
  await expect(page.locator('html')).toHaveClass(/(^|\s)light(\s|$)/);

  // Delete the account: confirmed in a dialog, then signed out at home.
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you absolutely sure?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete Account' }).click();
  await expect(toasts(page).getByText('Account Deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  // The sign-out reloaded the page: the home page shows the toast again, once.
  await expect(toasts(page).getByText('Your account has been permanently deleted')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('keptToast'))).toBeNull();

  // The account is gone.
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
});

test('a forgotten password is reset through the mailed link', async ({ page }) => {
  const account = uniqueAccount('reset');
  await signUp(page, account);
  await page.getByRole('button', { name: `Account menu for ${account.username}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();

  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your email address first');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('status').filter({ hasText: "we've sent a link" })).toBeVisible();

  await expect.poll(() => resetLinkFor(account.email), { timeout: 10_000 }).not.toBeNull();
  const link = new URL(resetLinkFor(account.email)!);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New Password', { exact: true }).fill('Brand-New-Pangolin8');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('Brand-New-Pangolin8');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password Reset Complete')).toBeVisible();
  await expect(page.getByText('Your password has been successfully updated')).toBeVisible();
  await expect(page.getByText(/every device that was signed in to your account has been signed out/)).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/, { timeout: 6000 });

  // The link works once.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New Password', { exact: true }).fill('Another-Pangolin8');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('Another-Pangolin8');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toContainText('has expired or has already been used');

  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('Brand-New-Pangolin8');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toasts(page).getByText('Sign in successful')).toBeVisible();
  await expect(page.getByRole('button', { name: `Account menu for ${account.username}` })).toBeVisible();
});

test('/api/login leads to sign-in and back to a same-site page only', async ({ page }) => {
  await page.goto('/api/login?returnTo=%2Fguides');
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fguides$/);
  await page.goto('/api/login?returnTo=https%3A%2F%2Fevil.example%2F');
  await expect(page).toHaveURL(/\/sign-in$/);
});

for (const theme of ['dark', 'light']) {
  test(`axe finds no serious or critical violations on the account pages (${theme})`, async ({ page }) => {
    // Eight pages and dialogs, each scanned by axe.
    test.setTimeout(60_000);
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto('/sign-up');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await expect(page.getByRole('meter', { name: 'Password strength' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto('/reset-password');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.goto('/reset-password?token=abc');
    await page.getByLabel('New Password', { exact: true }).fill('abcdefgH');
    await expectNoSeriousViolations(page);

    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expectNoSeriousViolations(page);

    const account = uniqueAccount(`axe${theme}`);
    await signUp(page, account);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('textbox', { name: 'Current Password' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Account menu for ${account.username}` }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
