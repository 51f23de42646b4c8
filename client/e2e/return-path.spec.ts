import { expect, test, type Page } from '@playwright/test';
import { toasts } from './fixtures';

// Issue 12: after signing in, the sign-in page goes back to its returnTo, which must stay on this
// site whatever it says: '/..//evil.example' once normalised to '//evil.example', another host.
const PASSWORD = 'Tr1cky-Pangolin';
const TRICKY = [
  '/..//evil.example',
  '/a/../..//evil.example/x',
  '/./%2F/evil.example',
  '/%2e%2e//evil.example',
  '/\\evil.example',
  '/%5C%5Cevil.example',
  '/\t/evil.example',
  '//evil.example',
  'https:evil.example',
];

let account: { email: string; username: string };

test.beforeAll(async ({ request }) => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  account = { email: `return-${id}@example.com`, username: `ret_${id}`.slice(0, 20) };
  const res = await request.post('/api/auth/sign-up', { data: { ...account, password: PASSWORD } });
  expect(res.status()).toBe(201);
});

/** Every host the page asked for other than ours. */
function foreignHosts(page: Page, origin: string): string[] {
  const hosts: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) hosts.push(url.host);
  });
  return hosts;
}

async function signIn(page: Page) {
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toasts(page).getByText('Sign in successful')).toBeVisible();
}

test('the sign-in page goes back to a same-site returnTo, normalised', async ({ page, context, baseURL }) => {
  await context.clearCookies();
  await page.goto(`/sign-in?returnTo=${encodeURIComponent('/guides/../settings')}`);
  await signIn(page);
  await expect(page).toHaveURL(`${baseURL}/settings`);
});

for (const returnTo of TRICKY) {
  test(`the sign-in page stays on this site for returnTo=${JSON.stringify(returnTo)}`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.clearCookies();
    const hosts = foreignHosts(page, baseURL!);
    await page.goto(`/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
    await signIn(page);
    await expect(page).toHaveURL(`${baseURL}/`);
    expect(new URL(page.url()).origin).toBe(baseURL);
    expect(hosts).toEqual([]);
  });
}

test('/api/login with a tricky returnTo leads to the sign-in page, then home', async ({ page, context, baseURL }) => {
  await context.clearCookies();
  const hosts = foreignHosts(page, baseURL!);
  // As an attacker would write the link: the server's query parser decodes it once.
  await page.goto('/api/login?returnTo=/..//evil.example');
  await expect(page).toHaveURL(`${baseURL}/sign-in`);
  await signIn(page);
  await expect(page).toHaveURL(`${baseURL}/`);
  // Signed in, the same link goes straight home.
  await page.goto('/api/login?returnTo=/a/../..//evil.example/x');
  await expect(page).toHaveURL(`${baseURL}/`);
  expect(hosts).toEqual([]);
});
