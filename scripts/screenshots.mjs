// Screenshots of pages at phone and desktop widths, for looking at what we built:
//   node scripts/screenshots.mjs http://localhost:8080 / /tariffs /404   (writes to screenshots/)
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base = 'http://localhost:8080', ...paths] = process.argv.slice(2);
const out = process.env.OUT ?? 'screenshots';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 812 : 800 }, deviceScaleFactor: 1 });
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    if (process.env.FULL === '1') {
      // A full-page shot does not scroll: walk down first so lazy images load.
      await page.evaluate(async () => {
        for (let y = 0; y < globalThis.document.body.scrollHeight; y += globalThis.innerHeight / 2) {
          globalThis.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        globalThis.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
    }
    const name = `${out}/${width}${path.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
    console.log(name);
  }
  await page.close();
}
await browser.close();
