import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, expectNoSeriousViolations, test } from './fixtures';

// The server of this run keeps its mail outbox here (see playwright.config.ts); SUPPORT_EMAIL is unset.
const OUTBOX = path.join(os.tmpdir(), `rigforge-e2e-${process.env.E2E_PORT ?? 3210}`, 'outbox');
const SUPPORT = 'support@example.com';

/** The mails to support whose subject contains `subject`. */
function supportMails(subject: string): { to: string; subject: string; text: string; replyTo?: string }[] {
  if (!fs.existsSync(OUTBOX)) return [];
  return fs
    .readdirSync(OUTBOX)
    .filter((n) => n.endsWith('.json'))
    .map((n) => JSON.parse(fs.readFileSync(path.join(OUTBOX, n), 'utf8')) as ReturnType<typeof supportMails>[number])
    .filter((m) => m.to === SUPPORT && m.subject.includes(subject));
}

async function fillForm(page: Page, subject: string) {
  await page.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).fill('Which PSU fits a 4080?');
}

test('a guest sends a message: checked inline, sent to support, confirmed, then the form is back', async ({ page }) => {
  // The page's clock is ours: the form must have been open 3 s, and the confirmation lasts 3 s.
  await page.clock.install();
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact and Support' })).toBeVisible();
  await expect(page.getByRole('link', { name: SUPPORT })).toHaveAttribute('href', `mailto:${SUPPORT}`);

  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();

  await page.getByRole('button', { name: 'Compatibility Question' }).click();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('Compatibility Question');
  const subject = `E2E question ${Date.now()}`;
  await fillForm(page, subject);
  await page.clock.fastForward(5000);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: "We'll get back to you within 24 hours." })).toBeVisible();
  await expect.poll(() => supportMails(subject).length).toBe(1);
  expect(supportMails(subject)[0]).toMatchObject({ replyTo: 'ada@example.com' });

  await page.clock.fastForward(3000);
  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
});

test('a message sent right after the page opened (autofill) is held, then really sent, before "Message Sent!"', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: SUPPORT })).toBeVisible();
  const subject = `E2E autofill ${Date.now()}`;
  await fillForm(page, subject);
  await page.getByRole('button', { name: 'Send Message' }).click();
  // Within the first 3 s the form holds the send: it says so and has sent nothing yet.
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  expect(supportMails(subject)).toHaveLength(0);
  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible({ timeout: 10_000 });
  // The confirmation follows a message that was stored and mailed.
  await expect.poll(() => supportMails(subject).length).toBe(1);
});

test('the admin messages page is the not-found page for a guest', async ({ page }) => {
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the contact page fits without sideways scrolling', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

for (const theme of ['dark', 'light']) {
  test(`axe finds no serious or critical violations on /contact (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: SUPPORT })).toBeVisible();
    await expectNoSeriousViolations(page, 'form');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Subject is required')).toBeVisible();
    await expectNoSeriousViolations(page, 'errors');
  });
}
