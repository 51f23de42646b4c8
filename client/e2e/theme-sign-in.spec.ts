// The guest's theme across sign-in (issue 32): the account's saved theme wins only if the visitor has
// not picked one on this device since; a new account takes the visitor's choice.
import { type Page } from '@playwright/test';
import { PASSWORD, expect, graphql, signUpByApi, test, uniqueAccount, toasts } from './fixtures';

const LIGHT = /(^|\s)light(\s|$)/;
const DARK = /(^|\s)dark(\s|$)/;

async function signIn(page: Page, email: string) {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toasts(page).getByText('Sign in successful')).toBeVisible();
}

const accountTheme = async (page: Page) =>
  (await graphql<{ me: { preferences: { theme: string } } }>(page.request, '{ me { preferences { theme } } }')).me
    .preferences.theme;

test('a guest who switches to light and signs in to an account still in its default stays in light', async ({
  page,
  playwright,
}) => {
  // The account is made elsewhere (its own cookies): this page stays a guest.
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const account = await signUpByApi(api, 'themeguest');
  await api.dispose();

  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(DARK);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveClass(LIGHT);

  await signIn(page, account.email);
  await expect(page.locator('html')).toHaveClass(LIGHT);
  // Saved to the account quietly, and still light after a reload.
  await expect.poll(() => accountTheme(page)).toBe('light');
  await expect(toasts(page).getByText('Theme Updated')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(LIGHT);
});

test("an account's theme saved after the device's last pick wins at sign-in", async ({ page, playwright }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveClass(LIGHT);

  // Later, on another device, the account picks dark.
  const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const account = uniqueAccount('themeother');
  await signUpByApi(other, account);
  await graphql(other, 'mutation { updatePreferences(theme: dark) { id } }');
  await other.dispose();

  await signIn(page, account.email);
  await expect(page.locator('html')).toHaveClass(DARK);
  expect(await accountTheme(page)).toBe('dark');
});
