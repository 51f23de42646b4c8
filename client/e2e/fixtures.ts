// What the browser tests share: accounts, GraphQL calls, saved builds made through the API, a
// signed-in page and the accessibility check. Specs import `test` and `expect` from here.
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { waitForAppOnLoad } from './app-ready';

export { expect };

export const PASSWORD = 'Tr1cky-Pangolin';

export interface Account {
  email: string;
  username: string;
  password: string;
}

/** A new account's e-mail and username (at most 20 characters), unique to this run. */
export function uniqueAccount(prefix: string): Account {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  return { email: `${prefix}-${id}@example.com`, username: `${prefix}_${id}`.slice(0, 20), password: PASSWORD };
}

/** A GraphQL call with the cookies of `request` (the page's context when it is page.request). */
export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables } });
  const text = await response.text();
  expect(response.ok(), text).toBe(true);
  const body = JSON.parse(text) as { data?: T; errors?: unknown[] };
  expect(body.errors, text).toBeUndefined();
  return body.data as T;
}

/**
 * Signs an account up through the API (a new one, or the one given); the request's cookie jar (a
 * page's context) is then signed in.
 */
export async function signUpByApi(request: APIRequestContext, who: string | Account = 'e2e'): Promise<Account> {
  const account = typeof who === 'string' ? uniqueAccount(who) : who;
  await graphql(
    request,
    'mutation ($email: String!, $username: String!, $password: String!) { signUp(email: $email, username: $username, password: $password) { id } }',
    { email: account.email, username: account.username, password: account.password },
  );
  return account;
}

export interface SavedBuildRef {
  id: string;
  title: string;
  shareToken: string;
  sharePath: string;
  isPublic: boolean;
  components: { name: string }[];
}

const SAVED_BUILD_FIELDS = 'id title shareToken sharePath isPublic components { name }';

/** Saves parts as a build of the signed-in user of `request`. */
export async function saveBuildByApi(
  request: APIRequestContext,
  build: {
    title: string;
    isPublic?: boolean;
    components: { type: string; name: string; price: number; componentId: string | null }[];
  },
): Promise<SavedBuildRef> {
  const created = await graphql<{ createSavedBuild: SavedBuildRef }>(
    request,
    `mutation ($input: SavedBuildInput!) { createSavedBuild(input: $input) { ${SAVED_BUILD_FIELDS} } }`,
    { input: { title: build.title, isPublic: build.isPublic ?? false, components: build.components } },
  );
  return created.createSavedBuild;
}

/** The parts the planner generates for a gaming build at a budget: compatible with each other. */
export async function generatedGamingParts(request: APIRequestContext, budget = 1500) {
  const data = await graphql<{
    generatePartsFromUseCases: { parts: { id: string; name: string; price: number; category: string }[] };
  }>(
    request,
    'query ($budget: Float) { generatePartsFromUseCases(useCases: ["gaming"], budget: $budget, strictBudget: true) { parts { id: componentId name price category } } }',
    { budget },
  );
  return data.generatePartsFromUseCases.parts.map((p) => ({
    type: p.category,
    name: p.name,
    price: p.price,
    componentId: p.id,
  }));
}

/** Fails with every serious or critical axe violation on the page, once entrance animations are over. */
/**
 * The toast viewport (Radix Toast). A toast's text is found in it: Radix also copies the text of a
 * new toast into a visually hidden live region for a second, to announce it.
 */
export function toasts(page: Page) {
  return page.getByRole('region', { name: 'Notifications (F8)' });
}

export async function expectNoSeriousViolations(page: Page, what = '') {
  // Colours are checked once entrance animations are over (mid-fade colours are not the real ones).
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const prefix = what ? `${what} ` : '';
  expect(serious.map((v) => `${prefix}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * `account`: a new account, signed in in the test's browser context (so `page` is signed in once
 * it loads the app); `signedInPage` is that page, already showing the home page as that user.
 */
export const test = base.extend<{ account: Account; signedInPage: Page }>({
  page: async ({ page }, use) => {
    waitForAppOnLoad(page);
    await use(page);
  },
  account: async ({ page }, use) => {
    await use(await signUpByApi(page.request));
  },
  signedInPage: async ({ page, account }, use) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: `Account menu for ${account.username}` })).toBeVisible();
    await use(page);
  },
});
