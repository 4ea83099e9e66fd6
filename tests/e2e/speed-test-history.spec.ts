/** The kept history on a phone: the table fits 375 px without a cut column, and the chart draws every kept result. */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { expect, hydrated, test } from './fixtures';

const kept = [
  { at: '2026-11-26T18:04:11.000Z', download: 3932.4, upload: 2944.1, ping: 1.4 },
  { at: '2026-11-24T08:30:00.000Z', download: 941.2, upload: 480.5, ping: 3.2 },
  { at: '2026-11-20T21:15:00.000Z', download: 88.7, upload: 47.9, ping: 12.6 },
].map((r) => ({
  at: r.at,
  download: r.download,
  upload: r.upload,
  idle: { median: r.ping, jitter: 0.6, samples: [], stalls: 0 },
  downloadLoaded: null,
  uploadLoaded: null,
  grade: 'A',
  activities: { streaming: 'good', videoCalls: 'good', gaming: 'good' },
  server: { url: '', name: 'ZoriaNet, Запоріжжя' },
  ip: '127.0.0.1',
  duration: 9,
  bytes: { download: 0, upload: 0 },
}));

async function seedHistory(page: Page) {
  await page.evaluate(
    (list) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').put(list, 'speedtest-history');
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    kept,
  );
}

for (const width of [375, 1280]) {
  test(`the history table fits ${width} px and the chart draws download and upload of every kept result`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/speed-test');
    await hydrated(page);
    await seedHistory(page);
    await page.reload();
    await hydrated(page);
    const table = page.getByTestId('history-table');
    await expect(table).toBeVisible();
    for (const figure of ['3 932', '2 944', '941', '481', '88,7']) await expect(table.getByText(figure.replace(' ', '\u202f'), { exact: true })).toBeVisible();
    const fit = await table.evaluate((el) => {
      const wrap = el.parentElement as HTMLElement;
      return { table: { scroll: el.scrollWidth, client: el.clientWidth }, wrap: { scroll: wrap.scrollWidth, client: wrap.clientWidth } };
    });
    expect(fit.table.scroll).toBeLessThanOrEqual(fit.table.client);
    expect(fit.wrap.scroll).toBeLessThanOrEqual(fit.wrap.client);
    // Each upload figure is inside the table's box, not cut off at its right edge.
    const box = (await table.boundingBox())!;
    const upload = (await table.getByText('2\u202f944', { exact: true }).boundingBox())!;
    expect(upload.x + upload.width).toBeLessThanOrEqual(box.x + box.width);

    const chart = page.getByTestId('history-chart');
    await expect(chart).toHaveAccessibleName('Завантаження й віддача за вашими попередніми результатами');
    await expect(chart).toHaveAccessibleDescription(/Результатів: 3, .*шкала до 5\s000 Мбіт\/с/);
    for (const series of ['download', 'upload']) {
      const points = await chart.locator(`[data-series="${series}"]`).getAttribute('points');
      expect(points?.split(' ')).toHaveLength(3);
    }
    if (width === 375) await expectNoAxeViolations(page);
  });
}
