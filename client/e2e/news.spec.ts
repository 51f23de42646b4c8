// /news, threaded comments, likes and the bell (issue 14): two people in two browsers, guests, phone
// width and axe in both themes.
import { type Browser, type Page } from '@playwright/test';
import { expect, expectNoSeriousViolations, graphql, signUpByApi, test, type Account, toasts } from './fixtures';

/** A signed-in page in a browser context of its own (its own cookies and storage). */
async function personIn(browser: Browser, who: string): Promise<{ page: Page; account: Account }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await signUpByApi(page.request, who);
  return { page, account };
}

/** The bar's bell (the phone drawer has a Notifications button of its own). */
const bellOf = (page: Page) => page.locator('header button[aria-haspopup="dialog"][aria-label^="Notifications"]');

async function unreadOf(page: Page): Promise<number> {
  const label = (await bellOf(page).getAttribute('aria-label')) ?? '';
  const match = /Notifications, (\d+)\+? unread/.exec(label);
  return match ? Number(match[1]) : 0;
}

const firstCard = (page: Page) => page.getByRole('main').getByRole('article').first();

test('one comments, the other replies and likes, and the first sees it live', async ({ browser }) => {
  test.setTimeout(60_000);
  const ana = await personIn(browser, 'ana');
  const ben = await personIn(browser, 'ben');

  await ana.page.goto('/news');
  await expect(ana.page.getByRole('heading', { level: 1, name: 'Latest Hardware News' })).toBeVisible();
  const anaCard = firstCard(ana.page);
  const title = (await anaCard.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await anaCard.getByRole('button', { name: /Show Comments/ }).click();
  const anaComments = ana.page.getByRole('region', { name: `Comments on ${title}` });
  const text = `Which cooler suits this? ${Date.now()}`;
  await anaComments.getByRole('textbox', { name: `Add a comment on ${title}` }).fill(`  ${text}  `);
  await expect(anaComments.getByText(`${text.length + 4}/1000`)).toBeVisible();
  await anaComments.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(toasts(ana.page).getByText('Comment posted')).toBeVisible();
  await expect(anaComments.getByText(text, { exact: true })).toBeVisible();
  await expect(bellOf(ana.page)).toBeVisible();
  const before = await unreadOf(ana.page);

  await ben.page.goto('/news');
  const benCard = ben.page.getByRole('main').getByRole('article', { name: title });
  await benCard.getByRole('button', { name: /Show Comments/ }).click();
  const benComments = ben.page.getByRole('region', { name: `Comments on ${title}` });
  const anaComment = benComments.getByRole('article', { name: `Comment by ${ana.account.username}` });
  await expect(anaComment.getByText(text, { exact: true })).toBeVisible();
  await anaComment.getByRole('button', { name: `Reply to ${ana.account.username}` }).click();
  const reply = `Try a 240 mm AIO ${Date.now()}`;
  await anaComment.getByRole('textbox', { name: `Reply to ${ana.account.username}` }).fill(reply);
  await anaComment.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(toasts(ben.page).getByText('Comment posted')).toBeVisible();
  const like = anaComment.getByRole('button', { name: 'Like (0)', exact: true });
  await like.click();
  await expect(anaComment.getByRole('button', { name: 'Like (1)', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Without reloading: the reply arrives in Ana's open thread and her bell counts the reply and the like.
  await expect(anaComments.getByText(reply, { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect.poll(() => unreadOf(ana.page), { timeout: 10_000 }).toBe(before + 2);

  await anaComments.screenshot({ path: test.info().outputPath('thread.png') });
  await bellOf(ana.page).click();
  const panel = ana.page.getByRole('dialog', { name: 'Notifications' });
  const activity = panel.getByRole('region', { name: 'Your Activity' });
  const unreadItems = activity.getByRole('button', { name: new RegExp(ben.account.username) });
  await expect(unreadItems).toHaveCount(2);
  await ana.page.screenshot({ path: test.info().outputPath('bell-activity.png') });
  await unreadItems.first().click();
  await expect.poll(() => unreadOf(ana.page), { timeout: 10_000 }).toBe(before + 1);
  await expect(activity.getByRole('button', { name: new RegExp(ben.account.username) })).toHaveCount(1);
});

test('a guest reads the news, filters it and is asked to sign in to comment', async ({ page }) => {
  await page.goto('/news');
  await expect(page).toHaveTitle('RigForge - Latest Hardware News');
  const card = firstCard(page);
  await expect(card.getByText('NEW', { exact: true })).toBeVisible();
  await expect(card.getByText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/)).toBeVisible();
  // The newest item is one of our X write-ups: it names no post, so it links to none.
  await expect(card.getByRole('link', { name: /View Source/ })).toHaveCount(0);
  const source = page
    .getByRole('main')
    .getByRole('link', { name: /View Source/ })
    .first();
  await expect(source).toHaveAttribute(
    'href',
    /^https:\/\/(nvidianews\.nvidia\.com|www\.amd\.com|newsroom\.intel\.com)\//,
  );
  await expect(source).toHaveAttribute('target', '_blank');
  await expect(source).toHaveAttribute('rel', /noopener/);
  const image = card.getByRole('img').first();
  await expect(image).toHaveAttribute('width', '640');
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await card.getByRole('button', { name: /Read more/ }).click();
  await expect(card.getByText('NEW', { exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('readNews') ?? '[]') as string[])).toHaveLength(1);
  await card.getByRole('button', { name: /Show Comments/ }).click();
  await expect(card.getByRole('link', { name: 'Sign in to comment' })).toHaveAttribute(
    'href',
    '/api/login?returnTo=%2Fnews',
  );

  const sidebar = page.getByRole('complementary', { name: 'News sources and stats' });
  await sidebar.getByRole('button', { name: /^AMD \d+ items?$/ }).click();
  await expect(page).toHaveURL(/\/news\?source=amd$/);
  await expect(page.getByText(/from AMD$/)).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  for (const badge of await cards.getByText('AMD', { exact: true }).all()) await expect(badge).toBeVisible();
  await sidebar.getByRole('button', { name: /^AMD \d+ items?$/ }).click();
  await expect(page).toHaveURL(/\/news$/);

  await bellOf(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('Sign in to see personalized notifications')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'View All News →' })).toBeVisible();
});

for (const theme of ['dark', 'light']) {
  test(`axe finds no serious or critical violations on /news (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto('/news');
    const card = firstCard(page);
    await expect(card.getByRole('button', { name: /Show Comments/ })).toBeVisible();
    await expectNoSeriousViolations(page, 'list');
    await card.getByRole('button', { name: /Show Comments/ }).click();
    await expect(
      card.getByText('No comments yet').or(card.getByRole('list', { name: 'Comment thread' })),
    ).toBeVisible();
    await expectNoSeriousViolations(page, 'comments');
    await bellOf(page).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await expectNoSeriousViolations(page, 'bell');
  });
}

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const theme of ['dark', 'light']) {
    test(`/news fits without sideways scrolling, signed in, with the bell (${theme})`, async ({ page }) => {
      await signUpByApi(page.request, 'phone');
      // A signed-in user's theme is the account's.
      await graphql(page.request, 'mutation ($theme: Theme) { updatePreferences(theme: $theme) { id } }', {
        theme,
      });
      await page.goto('/news');
      await expect(firstCard(page).getByRole('button', { name: /Show Comments/ })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath(`news-${theme}-390.png`) });
      await bellOf(page).click();
      await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      );
      await page.screenshot({ path: test.info().outputPath(`bell-${theme}-390.png`) });
      await page.keyboard.press('Escape');

      // The drawer has the notifications too.
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.getByRole('button', { name: /^Notifications/ }).click();
      await expect(drawer.getByRole('region', { name: 'Latest Hardware News' })).toBeVisible();
      await expect(drawer.getByRole('region', { name: 'Your Activity' })).toBeVisible();
    });
  }
});

test('a view count never goes backwards across a reload: the card and Quick Stats keep the new figure', async ({
  page,
  playwright,
}) => {
  const totalViews = page.locator('dl > div', { hasText: 'Total views' }).locator('dd');
  const countOf = (card: ReturnType<typeof firstCard>) => card.getByText(/^\d+ views?$/);
  const figure = async (text: Promise<string | null>) => Number(((await text) ?? '').replace(/\D/g, ''));

  // A first guest visit: the page is prerendered and kept, its answers too.
  await page.goto('/news');
  const card = firstCard(page);
  const title = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await expect(totalViews).toHaveText(/^[\d,]+$/);
  const before = await figure(countOf(card).textContent());
  const totalBefore = await figure(totalViews.textContent());

  // Expanding the story records the view: "n + 1 views", Quick Stats one more.
  await card.getByRole('button', { name: /Read more/ }).click();
  await expect(countOf(card)).toHaveText(`${before + 1} ${before + 1 === 1 ? 'view' : 'views'}`);
  await expect(totalViews).toHaveText((totalBefore + 1).toLocaleString('en-US'));

  // A reload within the page cache's 30 s shows the same figures, on first paint already.
  await page.reload();
  const again = page.getByRole('main').getByRole('article', { name: title });
  await expect(countOf(again)).toHaveText(`${before + 1} ${before + 1 === 1 ? 'view' : 'views'}`);
  await expect(totalViews).toHaveText((totalBefore + 1).toLocaleString('en-US'));
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  // The document a new guest is sent (the prerendered page, before any script runs).
  const html = (await (await request.get('/news')).text()).replace(/<!-- -->/g, '');
  const article = html.slice(html.indexOf(`>${escapeHtml(title)}<`));
  const painted = /(\d+) views?</.exec(article.slice(0, article.indexOf('</article>')));
  expect(Number(painted?.[1])).toBeGreaterThanOrEqual(before + 1);
  await request.dispose();
});

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
