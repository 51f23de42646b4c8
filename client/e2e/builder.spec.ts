import { type Page } from '@playwright/test';
import { expect, expectNoSeriousViolations, test, toasts } from './fixtures';

// Issue 30: the part-by-part builder. Empty to saved (choose each part from the list of parts that
// fit, a custom part, save, then edit the saved build's parts and update it), customize a generated
// build, import a pasted list, and the page at both widths and themes, axe clean.

const slot = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Chooses the first part of the compatible list for a slot and comes back to the builder. */
async function chooseFirst(page: Page, slotName: string, button: RegExp) {
  await slot(page, slotName).getByRole('link', { name: button }).click();
  await expect(page.getByRole('region', { name: 'Choosing for your build' })).toBeVisible();
  const add = page.getByRole('link', { name: 'Add to build' }).first();
  await expect(add).toBeVisible();
  await add.click();
  await expect(page).toHaveURL(/\/builder\?/);
  await expect(slot(page, slotName).getByRole('listitem')).toHaveCount(1);
}

// Each flow at a desktop width in the light theme and at phone width in the dark one.
for (const [width, theme] of [
  [1280, 'light'],
  [390, 'dark'],
] as const) {
  /** The viewport and theme of this run (the theme is read from storage as the app starts). */
  const useLook = async (page: Page) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  };

  test(`empty to saved: choose parts that fit, a custom part, save, edit the parts and update the saved build (${width} px, ${theme})`, async ({
    signedInPage: page,
  }) => {
    await useLook(page);
    test.setTimeout(90_000);
    await page.goto('/');
    await page.getByRole('link', { name: 'Build Part by Part' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'PC Builder' })).toBeVisible();

    await chooseFirst(page, 'CPU', /^Choose a CPU$/);
    const cpuName = await slot(page, 'CPU').getByRole('listitem').getByRole('link').innerText();

    // Boards: only those that fit the CPU, unless the toggle shows the others with their rule.
    await slot(page, 'Motherboard').getByRole('link', { name: 'Choose a motherboard' }).click();
    await expect(page.getByText('Showing only parts that fit the parts you chose')).toBeVisible();
    await expect(page.getByText('Does not fit your build')).toHaveCount(0);
    const fitting = page.getByText(/^Showing \d+ of (\d+) components?$/);
    const fitText = await fitting.innerText();
    // The toggle is the address's `fits`: its state shows once the address has changed.
    const showAll = page.getByRole('checkbox', { name: 'Show parts that do not fit' });
    await showAll.click();
    await expect(showAll).toBeChecked();
    await expect(page.getByText('Does not fit your build').first()).toBeVisible();
    await expect(page.getByText(/CPU socket:/).first()).toBeVisible();
    await expect(fitting).not.toHaveText(fitText);
    await showAll.click();
    await expect(showAll).not.toBeChecked();
    await expect(page.getByText('Does not fit your build')).toHaveCount(0);
    await page.getByRole('link', { name: 'Add to build' }).first().click();
    await expect(slot(page, 'Motherboard').getByRole('listitem')).toHaveCount(1);

    await chooseFirst(page, 'Memory', /^Choose a memory kit$/);
    await chooseFirst(page, 'Storage', /^Choose a drive$/);

    // A custom part, refused first with a sentence.
    const custom = page.getByRole('region', { name: 'A part the catalog does not have' });
    await custom.getByLabel('Category').selectOption('Case');
    await custom.getByLabel('Part name').fill('My old case');
    await custom.getByLabel('Price ($)').fill('-5');
    await custom.getByRole('button', { name: 'Add custom part' }).click();
    await expect(custom.getByRole('alert')).toHaveText('A price cannot be negative.');
    await custom.getByLabel('Price ($)').fill('45');
    await custom.getByRole('button', { name: 'Add custom part' }).click();
    await expect(slot(page, 'Case').getByText('My old case')).toBeVisible();

    // Live panel: the report checks the catalog parts and names the custom one as unchecked.
    const panel = page.getByRole('complementary', { name: 'Your build' });
    await expect(panel.getByText('One part is not from the catalog and was not checked.')).toBeVisible();
    await expect(panel.getByText('Estimated power draw')).toBeVisible();

    // Lock the CPU, then save.
    await slot(page, 'CPU').getByRole('button', { name: 'Lock' }).click();
    await expect(page).toHaveURL(/[?&]lock=/);
    await panel.getByRole('button', { name: 'Save Build' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Build' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Builder Rig');
    await dialog.getByRole('button', { name: 'Save Build' }).click();
    await expect(toasts(page).getByText('Build Saved Successfully!')).toBeVisible();

    // Edit parts from the saved builds page: the builder opens on it, with the lock kept.
    await page.goto('/saved-builds');
    const card = page.getByRole('article', { name: 'Builder Rig' });
    await card.getByRole('link', { name: 'Edit parts of Builder Rig' }).click();
    await expect(page).toHaveURL(/[?&]saved=/);
    await expect(slot(page, 'CPU').getByRole('button', { name: 'Locked' })).toBeVisible();
    await expect(slot(page, 'CPU').getByText(cpuName)).toBeVisible();
    await slot(page, 'Case').getByRole('button', { name: 'Remove My old case' }).click();
    await expect(slot(page, 'Case').getByText('No case yet.')).toBeVisible();
    await panel.getByRole('button', { name: 'Update saved build' }).click();
    await expect(toasts(page).getByText('Saved build updated')).toBeVisible();
    await page.goto('/saved-builds');
    await expect(page.getByRole('article', { name: 'Builder Rig' })).not.toContainText('My old case');
    await expectNoSeriousViolations(page, `/builder flow ${width}px ${theme}`);
  });

  test(`customize a generated build, then import a pasted list (${width} px, ${theme})`, async ({ page }) => {
    await useLook(page);
    test.setTimeout(60_000);
    await page.goto('/calculator');
    await page.getByRole('button', { name: 'Generate Parts List' }).click();
    await expect(page).toHaveURL(/\/build-result\?data=/);
    const cpu = await page.getByRole('article').first().getByRole('heading').innerText();
    await page.getByRole('link', { name: 'Customize these parts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'PC Builder' })).toBeVisible();
    await expect(slot(page, 'CPU').getByText(cpu.trim())).toBeVisible();
    for (const name of ['Motherboard', 'Memory', 'Power Supply', 'Case']) {
      await expect(slot(page, name).getByRole('listitem')).not.toHaveCount(0);
    }

    const importer = page.getByRole('region', { name: 'Import a parts list' });
    await importer
      .getByLabel('Parts list')
      .fill(
        ['CPU: AMD Ryzen 7 7800X3D $449', 'Case: A case nobody sells $80', 'Monitor: Some monitor $200'].join('\n'),
      );
    await importer.getByRole('button', { name: 'Read the list' }).click();
    await expect(importer.getByText(/% match for “AMD Ryzen 7 7800X3D”/)).toBeVisible();
    await expect(importer.getByText(/no catalog match: a custom part/)).toBeVisible();
    await importer.getByRole('button', { name: 'Use these parts' }).click();
    await expect(slot(page, 'CPU').getByText('AMD Ryzen 7 7800X3D')).toBeVisible();
    await expect(slot(page, 'Case').getByText('A case nobody sells')).toBeVisible();
    await expect(slot(page, 'Motherboard').getByText('No motherboard yet.')).toBeVisible();
    await expectNoSeriousViolations(page, `/builder flow ${width}px ${theme}`);
  });

  test(`lock and complete, find a better part, upgrade what you own, and the refusals (${width} px, ${theme})`, async ({
    page,
  }) => {
    await useLook(page);
    test.setTimeout(60_000);
    await page.goto('/builder');
    await chooseFirst(page, 'CPU', /^Choose a CPU$/);
    await slot(page, 'CPU').getByRole('button', { name: 'Lock' }).click();
    await expect(page).toHaveURL(/[?&]lock=/);
    const cpuName = await slot(page, 'CPU').getByRole('listitem').getByRole('link').innerText();

    const plan = page.getByRole('region', { name: 'Complete or upgrade with the planner' });
    await plan.getByLabel('Budget ($)').fill('-1');
    await plan.getByRole('button', { name: 'Complete my build' }).click();
    await expect(plan.getByRole('alert')).toHaveText('The budget cannot be negative.');
    await plan.getByLabel('Budget ($)').fill('1100');
    await plan.getByLabel('Resolution').selectOption('1080p');
    await plan.getByRole('button', { name: 'Complete my build' }).click();
    await expect(plan.getByRole('status')).toContainText('Planned around your part');
    for (const name of ['CPU Cooler', 'Motherboard', 'Memory', 'Storage', 'Graphics Card', 'Case', 'Power Supply']) {
      await expect(slot(page, name).getByRole('listitem')).toHaveCount(1);
    }
    await expect(slot(page, 'CPU').getByText(cpuName)).toBeVisible();
    await expect(slot(page, 'CPU').getByRole('button', { name: 'Locked' })).toBeVisible();
    const panel = page.getByRole('complementary', { name: 'Your build' });
    await expect(panel.getByText('Every check passes: these parts work together.')).toBeVisible();
    // The planner's own build: the expert notes have nothing to add.
    await expect(
      panel.getByRole('region', { name: 'Expert notes' }).getByText('Nothing an experienced builder would change'),
    ).toBeVisible();

    // One slot: an answer in a sentence (a better card, or why there is none).
    await slot(page, 'Graphics Card').getByRole('button', { name: 'Find a better graphics card' }).click();
    await expect(slot(page, 'Graphics Card').getByRole('status')).not.toBeEmpty();

    // Owned parts: mark two, then ask which to replace with $400.
    await slot(page, 'CPU').getByRole('button', { name: 'I own this' }).click();
    await slot(page, 'Graphics Card').getByRole('button', { name: 'I own this' }).click();
    await expect(page).toHaveURL(/own=.*own=/);
    await plan.getByLabel('Budget ($)').fill('400');
    await plan.getByRole('button', { name: 'Upgrade what I own' }).click();
    await expect(plan.getByRole('status').or(plan.getByRole('alert'))).not.toBeEmpty();

    // Locked parts over the budget: the amount is named.
    await plan.getByLabel('Budget ($)').fill('0');
    await plan.getByRole('button', { name: 'Complete my build' }).click();
    await expect(plan.getByRole('alert')).toContainText(/over the \$0 budget|cannot|no compatible/i);
    await expectNoSeriousViolations(page, `/builder flow ${width}px ${theme}`);
  });
}

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`the builder at ${width} px (${theme}): nothing overflows or covers a control, axe clean`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto('/calculator');
      await page.getByRole('button', { name: 'Generate Parts List' }).click();
      await page.getByRole('link', { name: 'Customize these parts' }).click();
      await expect(slot(page, 'CPU').getByRole('listitem')).toHaveCount(1);
      await expect(
        page.getByRole('complementary', { name: 'Your build' }).getByText('Estimated power draw'),
      ).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (width === 390) {
        // The panel sits under the slots at phone width.
        const slotsBottom = await slot(page, 'Power Supply').evaluate((el) => el.getBoundingClientRect().bottom);
        const panelTop = await page
          .getByRole('complementary', { name: 'Your build' })
          .evaluate((el) => el.getBoundingClientRect().top);
        expect(panelTop).toBeGreaterThan(slotsBottom);
      }
      await expectNoSeriousViolations(page, `/builder ${width}px ${theme}`);
      await page.screenshot({ path: test.info().outputPath(`builder-${width}-${theme}.png`), fullPage: true });
    });
  }
}
