import { type Locator, type Page } from '@playwright/test';
import { EMPTY_STORAGE, TUTORIAL_STORAGE_KEY } from './env';
import { expect, expectNoSeriousViolations, signUpByApi, test } from './fixtures';

// Every other spec starts with the tutorial seen (playwright.config.ts); these start as a first visit.
test.use({ storageState: EMPTY_STORAGE });

const TITLES = [
  'Welcome to RigForge!',
  'Tell Us What You Use Your PC For',
  'Generate a Complete Build',
  'Follow a Proven Build Guide',
  'Stay Up to Date',
  'Save and Share Your Builds',
];
const SIGNED_IN_NOTE = "You're already signed in, so saving builds and your settings are ready to use.";

const tour = (page: Page) => page.getByRole('dialog');
const flag = (page: Page) => page.evaluate((key) => localStorage.getItem(key), TUTORIAL_STORAGE_KEY);

/**
 * The highlight ring surrounds `target` (the ring stands a few pixels out from it). The tour is a
 * modal dialog: the page behind it is hidden from assistive technology, so targets are found with
 * includeHidden.
 */
async function expectHighlighted(page: Page, target: Locator) {
  const ring = page.getByTestId('tutorial-highlight');
  await expect(ring).toBeVisible();
  await expect(target).toBeInViewport();
  await expect
    .poll(async () => {
      const [r, t] = await Promise.all([ring.boundingBox(), target.boundingBox()]);
      if (!r || !t) return false;
      return r.x <= t.x && r.y <= t.y && r.x + r.width >= t.x + t.width && r.y + r.height >= t.y + t.height;
    })
    .toBe(true);
}

/** Where the issue found the floating button over controls at 390 px, and the other pages with actions low down. */
const COVERAGE_ROUTES = [
  '/',
  '/calculator',
  '/components',
  '/components?type=GPU&view=grid',
  '/guides',
  '/builds',
  '/news',
  '/contact',
  '/price-comparison',
];

/**
 * The controls in view that the floating 'Tutorial Help' button overlaps (none when it is hidden),
 * by their accessible text, with the page's comparison tray and dialogs counted as controls too.
 */
function controlsUnderHelp(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const help = [...document.querySelectorAll('button')].find(
      (b) => b.getAttribute('aria-label') === 'Tutorial Help' && b.getClientRects().length > 0,
    );
    if (!help || getComputedStyle(help).display === 'none') return [];
    const h = help.getBoundingClientRect();
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"]), h1, h2, h3, p',
    );
    return [...controls]
      .filter((c) => c !== help && !help.contains(c) && c.getClientRects().length > 0)
      .filter((c) => {
        const r = c.getBoundingClientRect();
        return (
          r.width > 0 && r.height > 0 && r.left < h.right && r.right > h.left && r.top < h.bottom && r.bottom > h.top
        );
      })
      .filter((c) => {
        // Only what is painted under the button: text or a control's own box, not an empty line box.
        const r = c.getBoundingClientRect();
        const x = Math.min(Math.max(h.left + h.width / 2, r.left + 1), r.right - 1);
        const y = Math.min(Math.max(h.top + h.height / 2, r.top + 1), r.bottom - 1);
        return document.elementsFromPoint(x, y).includes(help);
      })
      .map(
        (c) =>
          `${c.tagName.toLowerCase()} "${(c.getAttribute('aria-label') ?? c.textContent ?? '').trim().slice(0, 40)}"`,
      );
  });
}

/** The card lies wholly inside the window. */
async function expectOnScreen(page: Page, card: Locator) {
  const box = await card.boundingBox();
  const size = page.viewportSize();
  expect(box && size).toBeTruthy();
  if (!box || !size) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(size.width);
  expect(box.y + box.height).toBeLessThanOrEqual(size.height);
}

test('a first visit opens the tour after 1.5 s; keyboard: focus inside, Tab trapped, Escape skips', async ({
  page,
}) => {
  // The page's clock stands still and moves 20 ms at a time until the app has taken over the
  // prerendered page (the timer starts then; the page's code itself loads after a first frame): from
  // there 1.4 s later there is no tour, 1.6 s later there is.
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-01T00:00:01Z'));
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const banner = page.getByRole('banner');
  const ready = () => page.evaluate(() => document.documentElement.dataset.ready === 'true');
  for (let waited = 0; !(await ready()); waited += 20) {
    expect(waited).toBeLessThan(5000);
    await page.clock.runFor(20);
  }
  await expect(banner).toBeVisible();
  await page.clock.runFor(1400);
  await expect(page.getByRole('heading', { level: 1, name: /Build Your Ultimate/ })).toBeVisible();
  await expect(tour(page)).toHaveCount(0);
  await page.clock.runFor(200);
  await expect(page.getByRole('dialog', { name: TITLES[0] })).toBeVisible();
  await expect(tour(page)).toHaveAttribute('aria-modal', 'true');
  await expect(tour(page).getByText('Step 1 of 6 · 17%')).toBeVisible();
  await expect(tour(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(tour(page).getByRole('button', { name: 'Next' })).toBeFocused();

  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await tour(page).evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(tour(page)).toHaveCount(0);
  expect(await flag(page)).toBe('true');
  await expect(page.getByRole('button', { name: 'Tutorial Help' })).toBeVisible();

  // A later visit: no tour, the Help button stays.
  await page.reload({ waitUntil: 'domcontentloaded' });
  for (let waited = 0; !(await ready()); waited += 20) {
    expect(waited).toBeLessThan(5000);
    await page.clock.runFor(20);
  }
  await page.clock.runFor(3000);
  await expect(page.getByRole('button', { name: 'Tutorial Help' })).toBeVisible();
  await expect(tour(page)).toHaveCount(0);
});

test('the six steps in order with their targets highlighted; Finish, then Help restarts at step 1', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: TITLES[0] })).toBeVisible();
  await expect(page.getByTestId('tutorial-highlight')).toHaveCount(0);

  const targets: (Locator | null)[] = [
    null,
    page.getByRole('button', { name: 'Start Building Now', includeHidden: true }),
    page.getByRole('link', { name: 'Budget Calculator', includeHidden: true }).first(),
    page.locator('#featured-guides h2'),
    page
      .getByRole('navigation', { name: 'Main', includeHidden: true })
      .getByRole('link', { name: 'News', includeHidden: true }),
    page.getByRole('banner', { includeHidden: true }).getByRole('link', { name: 'Sign in', includeHidden: true }),
  ];
  for (let i = 0; i < TITLES.length; i += 1) {
    await expect(page.getByRole('dialog', { name: TITLES[i] })).toBeVisible();
    await expect(tour(page).getByText(`Step ${i + 1} of 6 · ${Math.round(((i + 1) / 6) * 100)}%`)).toBeVisible();
    const target = targets[i];
    if (target) await expectHighlighted(page, target);
    await expectOnScreen(page, tour(page));
    if (i === 3) {
      // Previous goes back a step.
      await tour(page).getByRole('button', { name: 'Previous' }).click();
      await expect(page.getByRole('dialog', { name: TITLES[2] })).toBeVisible();
      await tour(page).getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('dialog', { name: TITLES[3] })).toBeVisible();
    }
    if (i < TITLES.length - 1) await tour(page).getByRole('button', { name: 'Next' }).click();
  }
  await expect(tour(page).getByText(SIGNED_IN_NOTE)).toHaveCount(0);
  await tour(page).getByRole('button', { name: 'Finish' }).click();
  await expect(tour(page)).toHaveCount(0);
  expect(await flag(page)).toBe('true');

  await page.getByRole('button', { name: 'Tutorial Help' }).click();
  await expect(page.getByRole('dialog', { name: TITLES[0] })).toBeVisible();
  await expect(tour(page).getByText('Step 1 of 6 · 17%')).toBeVisible();
  expect(await flag(page)).toBeNull();
  await tour(page).getByRole('button', { name: 'Skip Tour' }).click();
  await expect(tour(page)).toHaveCount(0);
  expect(await flag(page)).toBe('true');
  await page.getByRole('button', { name: 'Tutorial Help' }).click();
  await tour(page).getByRole('button', { name: 'Close tutorial' }).click();
  await expect(tour(page)).toHaveCount(0);
  expect(await flag(page)).toBe('true');
});

test('a signed-in user is told on the last step that they are signed in', async ({ page }) => {
  const account = await signUpByApi(page.request, 'tour');
  await page.goto('/guides');
  await expect(page.getByRole('dialog', { name: TITLES[0] })).toBeVisible();
  for (let i = 1; i < TITLES.length; i += 1) await tour(page).getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog', { name: TITLES[5] })).toBeVisible();
  await expect(tour(page).getByText(SIGNED_IN_NOTE)).toBeVisible();
  await expectHighlighted(
    page,
    page.getByRole('button', { name: `Account menu for ${account.username}`, includeHidden: true }),
  );
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('targets on the page are highlighted; those in the closed menu are explained, the menu button highlighted', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: TITLES[0] })).toBeVisible();
    await expectOnScreen(page, tour(page));
    const menuButton = page.getByRole('button', { name: 'Open menu', includeHidden: true });
    const next = () => tour(page).getByRole('button', { name: 'Next' }).click();

    await next();
    await expectHighlighted(page, page.getByRole('button', { name: 'Start Building Now', includeHidden: true }));
    await expectOnScreen(page, tour(page));
    await next();
    await expectHighlighted(page, page.getByRole('link', { name: 'Budget Calculator', includeHidden: true }).first());
    await next();
    await expectHighlighted(page, page.locator('#featured-guides h2'));
    await next();
    await expect(page.getByRole('dialog', { name: TITLES[4] })).toBeVisible();
    await expect(page.getByTestId('tutorial-menu-hint')).toContainText('News is in the menu');
    await expectHighlighted(page, menuButton);
    await expectOnScreen(page, tour(page));
    await next();
    await expect(page.getByTestId('tutorial-menu-hint')).toBeVisible();
    await expectHighlighted(page, menuButton);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await tour(page).getByRole('button', { name: 'Finish' }).click();
    // No floating button on a phone: it would cover the page's controls. The menu has the entry.
    await expect(page.getByRole('button', { name: 'Tutorial Help' })).toBeHidden();
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Tutorial Help' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('dialog', { name: TITLES[0] })).toBeVisible();
    expect(await flag(page)).toBeNull();
  });

  test('with the tour seen, nothing of it covers a control on any page, on a phone or a tablet', async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript((key) => localStorage.setItem(key, 'true'), TUTORIAL_STORAGE_KEY);
    for (const width of [390, 768]) {
      await page.setViewportSize({ width, height: 844 });
      for (const route of COVERAGE_ROUTES) {
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('button', { name: 'Tutorial Help' }), `${route} at ${width}`).toBeHidden();
        expect(await controlsUnderHelp(page), `${route} at ${width}`).toEqual([]);
      }
    }
  });
});

test('from lg up the floating Tutorial Help covers no control where the pages open, nor at their foot', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript((key) => localStorage.setItem(key, 'true'), TUTORIAL_STORAGE_KEY);
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    for (const route of COVERAGE_ROUTES) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('button', { name: 'Tutorial Help' }), `${route} at ${width}`).toBeVisible();
      expect(await controlsUnderHelp(page), `${route} at ${width}`).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await controlsUnderHelp(page), `${route} at ${width}, scrolled to the end`).toEqual([]);
    }
  }
});

for (const theme of ['dark', 'light']) {
  test(`axe finds no serious or critical violations in the tour (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: TITLES[0] })).toBeVisible();
    await expectNoSeriousViolations(page, 'welcome');
    await tour(page).getByRole('button', { name: 'Next' }).click();
    await expectHighlighted(page, page.getByRole('button', { name: 'Start Building Now', includeHidden: true }));
    await expectNoSeriousViolations(page, 'highlighted step');
    await page.setViewportSize({ width: 390, height: 844 });
    await tour(page).getByRole('button', { name: 'Next' }).click();
    await tour(page).getByRole('button', { name: 'Next' }).click();
    await tour(page).getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('tutorial-menu-hint')).toBeVisible();
    await expectNoSeriousViolations(page, 'phone, in the menu');
    await tour(page).getByRole('button', { name: 'Skip Tour' }).click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Tutorial Help' }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, "the menu's help entry");
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('button', { name: 'Tutorial Help' })).toBeVisible();
    await expectNoSeriousViolations(page, 'help button');
  });
}
