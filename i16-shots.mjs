import { chromium } from '@playwright/test';
const base = process.argv[2];
const out = '/tmp/i16-shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const theme of ['dark', 'light']) {
  for (const [w, h, tag] of [[1280, 900, 'desktop'], [390, 844, 'phone']]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h } });
    await ctx.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const page = await ctx.newPage();
    await page.goto(`${base}/articles/how-to-choose-a-power-supply`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${out}/article-${tag}-${theme}.png` });
    await page.goto(`${base}/search?q=cooler`);
    await page.getByRole('region', { name: /^Articles/ }).waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${out}/search-${tag}-${theme}.png` });
    if (tag === 'desktop') {
      await page.goto(`${base}/`);
      const box = page.getByRole('banner').getByRole('combobox').first();
      await box.fill('power sup');
      await page.getByRole('listbox').getByRole('option').first().waitFor();
      await box.press('ArrowDown');
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${out}/nav-${tag}-${theme}.png` });
      await page.keyboard.press('Escape');
      await page.getByRole('region', { name: 'Learn' }).scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${out}/learn-${tag}-${theme}.png` });
    } else {
      await page.goto(`${base}/`);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const box = page.getByRole('dialog').getByRole('combobox');
      await box.fill('memory');
      await page.getByRole('dialog').getByRole('option').first().waitFor();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${out}/nav-${tag}-${theme}.png` });
    }
    await ctx.close();
  }
}
await browser.close();
