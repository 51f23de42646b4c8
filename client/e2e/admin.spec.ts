import { type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from './env';
import { expect, expectNoSeriousViolations, graphql, signUpByApi, test } from './fixtures';

// The admin account is made before the server starts (scripts/e2e-admin.mjs, playwright.config.ts).

const LIST = `query ($handled: Boolean, $first: Int, $after: String) {
  contactMessages(handled: $handled, first: $first, after: $after) { nodes { id subject handledAt } totalCount endCursor hasNextPage } }`;
const MARK = 'mutation ($id: ID!) { markContactMessageHandled(id: $id) { id handledAt } }';

async function signInAsAdmin(request: APIRequestContext) {
  const data = await graphql<{ signIn: { role: string } }>(
    request,
    'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { role } }',
    { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  );
  expect(data.signIn.role).toBe('admin');
}

/** A contact message sent like the form sends it (from a guest). */
async function sendMessage(request: APIRequestContext, subject: string) {
  const response = await request.post('/api/contact', {
    data: {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      subject,
      message: 'My build will not POST.',
      fillTimeMs: 8000,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The error code of a GraphQL call that must be refused. */
async function refusalCode(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
  return body.errors?.[0]?.extensions?.code;
}

const filter = (page: Page, name: string) => page.getByRole('group', { name: 'Show' }).getByRole('button', { name });
const card = (page: Page, subject: string) => page.getByRole('article').filter({ hasText: subject });

test('an admin sees the messages at /admin/messages and marks one handled', async ({ page, playwright }) => {
  const subject = `Admin e2e ${Date.now()}`;
  const guest = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await sendMessage(guest, subject);
  await guest.dispose();

  await signInAsAdmin(page.request);
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible();
  await expect(filter(page, 'Open')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/^Showing \d+ of \d+$/)).toBeVisible();
  const message = card(page, subject);
  await expect(message).toContainText('My build will not POST.');
  await expect(message.getByRole('link', { name: 'grace@example.com' })).toHaveAttribute(
    'href',
    'mailto:grace@example.com',
  );

  await message.getByRole('button', { name: 'Mark Handled' }).click();
  await expect(message.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await expect(message).toContainText(/Handled \w{3} \d{1,2}, \d{4}/);

  // The server agrees, and the filters list it as handled only.
  const handled = await graphql<{ contactMessages: { nodes: { subject: string; handledAt: string | null }[] } }>(
    page.request,
    LIST,
    { handled: true, first: 100 },
  );
  expect(handled.contactMessages.nodes.find((m) => m.subject === subject)?.handledAt).toBeTruthy();
  await filter(page, 'Handled').click();
  await expect(card(page, subject).getByRole('button', { name: 'Reopen' })).toBeVisible();
  await filter(page, 'Open').click();
  await expect(page.getByText(/^Showing \d+ of \d+$|No messages here\./)).toBeVisible();
  await expect(card(page, subject)).toHaveCount(0);
});

test('a signed-in user gets the not-found page there, and the API refuses them', async ({ page }) => {
  await signUpByApi(page.request, 'notadmin');
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contact Messages' })).toHaveCount(0);
  expect(await refusalCode(page.request, LIST)).toBe('FORBIDDEN');
  expect(await refusalCode(page.request, MARK, { id: '00000000-0000-4000-8000-000000000000' })).toBe('FORBIDDEN');
});

test('a guest gets the not-found page there, and the API refuses them', async ({ page }) => {
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  expect(await refusalCode(page.request, LIST)).toBe('UNAUTHENTICATED');
  expect(await refusalCode(page.request, MARK, { id: '00000000-0000-4000-8000-000000000000' })).toBe('UNAUTHENTICATED');
});

for (const theme of ['dark', 'light']) {
  test(`axe finds no serious or critical violations on /admin/messages (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await signInAsAdmin(page.request);
    await page.goto('/admin/messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible();
    await expect(page.getByText(/^Showing \d+ of \d+$|No messages here\./)).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
