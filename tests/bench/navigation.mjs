// `npm run bench -- navigation [--runs N]`: how long a visitor waits between pages, islands mode
// (plain navigation, the service worker answering from its cache when it can) against the
// whole-page app (client-side navigation), the same build with ISLANDS=on and ISLANDS=off.
// Chromium at Lighthouse's mobile CPU slowdown (4x) and a 412 px screen; the line is local, so
// the figures are the page's own work. Each hop: a click on a link in the page, until the next
// page's heading is on screen, and until the main thread has been quiet for 500 ms.
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { buildSite, startServer } from './server.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hops = [
  ['/', '/contacts', 'Контакти'],
  ['/contacts', '/faq', 'Поширені запитання'],
  ['/faq', '/tariffs', 'Тарифи'],
  ['/tariffs', '/news', 'Новини'],
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function quietFor(page, ms) {
  // Resolves once no long task (over 50 ms) has run for `ms`: the page has settled.
  await page.evaluate(
    (quiet) =>
      new Promise((resolve) => {
        let timer = setTimeout(resolve, quiet);
        new PerformanceObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(resolve, quiet);
        }).observe({ type: 'longtask' });
      }),
    ms,
  );
}

async function measureMode(url, runs) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'allow' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const results = hops.map(() => ({ heading: [], settled: [] }));
  try {
    // One visit with the service worker: it saves the offline set and then keeps each page opened.
    await page.goto(url + '/');
    await page.waitForFunction(() => navigator.serviceWorker?.controller, null, { timeout: 60_000 }).catch(async () => {
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker?.controller, null, { timeout: 60_000 });
    });
    for (const [, to] of hops) await page.goto(url + to);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (let run = 0; run < runs; run++) {
      for (const [i, [from, to, heading]] of hops.entries()) {
        await page.goto(url + from);
        await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
        await quietFor(page, 500);
        const link = page.locator(`a[href="${to}"]:visible`).first();
        await link.evaluate((a) => a.scrollIntoView({ block: 'center' }));
        const started = Date.now();
        await link.click();
        await page.waitForFunction((text) => globalThis.document.querySelector('main h1')?.textContent?.includes(text), heading, { timeout: 30_000 });
        const shown = Date.now() - started;
        await quietFor(page, 500);
        results[i].heading.push(shown);
        results[i].settled.push(Date.now() - started - 500);
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

export async function run(argv) {
  const { values } = parseArgs({ args: argv, options: { runs: { type: 'string', default: '5' } } });
  const runs = Number(values.runs);
  buildSite();
  const rows = [];
  for (const mode of ['on', 'off']) {
    const server = await startServer({ ISLANDS: mode });
    try {
      const results = await measureMode(server.url, runs);
      for (const [i, [from, to]] of hops.entries()) {
        const row = { mode, hop: `${from} → ${to}`, heading: median(results[i].heading), settled: median(results[i].settled) };
        rows.push(row);
        console.log(`ISLANDS=${mode} ${row.hop}: heading ${row.heading} ms, settled ${row.settled} ms (medians of ${runs})`);
      }
    } finally {
      await server.stop();
    }
  }
  console.log(`\nNavigation, Chromium at 4x CPU slowdown, 412 px, local line, medians of ${runs} runs, ${new Date().toISOString().slice(0, 10)}`);
  console.log('| hop | islands: heading ms | islands: settled ms | whole app: heading ms | whole app: settled ms |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [from, to] of hops) {
    const hop = `${from} → ${to}`;
    const on = rows.find((r) => r.mode === 'on' && r.hop === hop);
    const off = rows.find((r) => r.mode === 'off' && r.hop === hop);
    console.log(`| ${hop} | ${on.heading} | ${on.settled} | ${off.heading} | ${off.settled} |`);
  }
}
