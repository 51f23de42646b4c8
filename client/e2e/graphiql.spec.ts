import { expect, test } from '@playwright/test';

test('the GraphiQL playground works offline and runs a query', async ({ page }) => {
  const outside: string[] = [];
  const problems: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.protocol.startsWith('http') && !['127.0.0.1', 'localhost'].includes(url.hostname)) outside.push(req.url());
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  const introspection = page.waitForResponse(
    (res) => res.url().endsWith('/graphql') && (res.request().postData() ?? '').includes('IntrospectionQuery'),
  );
  await page.goto('/graphiql');
  expect((await introspection).status()).toBe(200);
  await expect(page.getByRole('textbox', { name: 'Editor content' }).first()).toBeAttached();
  const result = page.locator('.result-window');
  // The editor finishes loading just after the schema arrives: press run until the result shows.
  await expect(async () => {
    await page.getByRole('button', { name: /execute query/i }).click();
    await expect(result).toContainText('"guides"', { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(result).toContainText('"budgetCents": 55000');
  expect(outside).toEqual([]);
  expect(problems).toEqual([]);
});
