// Regenerates the manifest's screenshots from the running site:
//   node scripts/manifest-screenshots.mjs http://localhost:8080
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:8080';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const shots = [
  { file: 'public/screenshots/phone-home.png', viewport: { width: 375, height: 667 }, deviceScaleFactor: 2 },
  { file: 'public/screenshots/desktop-home.png', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
];
for (const shot of shots) {
  const context = await browser.newContext({ viewport: shot.viewport, deviceScaleFactor: shot.deviceScaleFactor });
  // A visitor who has answered the cookie notice: the server leaves it out of the page.
  await context.addCookies([{ name: 'isHidaCookie', value: 'accepted', url: base }]);
  const page = await context.newPage();
  await page.goto(base + '/', { waitUntil: 'networkidle' });
  await page.screenshot({ path: shot.file });
  console.log(shot.file);
  await context.close();
}
await browser.close();
