/**
 * The coverage page on a phone: nothing wider than the screen before or after a check, the map
 * under the sticky header when scrolled, and the localities named on the map itself.
 */
import type { Page } from '@playwright/test';
import { localityNames } from '../../src/domain/localities';
import { localityCodes } from '../../src/domain/places';
import { showMap } from './cover-map';
import { expect, hydrated, test } from './fixtures';

const langs = [
  { prefix: '', locale: 'uk', street: 'Соборний', check: 'Перевірити', connect: 'Залишити заявку на підключення' },
  { prefix: '/ru', locale: 'ru', street: 'Соборный', check: 'Проверить', connect: 'Оставить заявку на подключение' },
] as const;

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const l of langs) {
  test(`${l.prefix || '/uk'}: no horizontal overflow at 320, 375 and 414 px, before and after a check`, async ({ page }) => {
    for (const width of [320, 375, 414]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${l.prefix}/cover`);
      await hydrated(page);
      expect(await overflow(page), `${width} px with the server's map`).toBe(0);
      await showMap(page);
      expect(await overflow(page), `${width} px before the check`).toBe(0);
      await page.getByRole('combobox', { name: l.locale === 'uk' ? 'Вулиця' : 'Улица' }).fill(l.street);
      await page.getByRole('button', { name: l.check, exact: true }).click();
      const connect = page.getByRole('button', { name: l.connect });
      await expect(connect).toBeVisible();
      expect(await overflow(page), `${width} px after the check`).toBe(0);
      // The button is whole on the screen, not cut at its edge.
      const box = await connect.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, `${width} px: the button inside the screen`).toBe(true);
      await connect.click();
      await expect(page.getByRole('form', { name: l.locale === 'uk' ? 'Заявка на підключення' : 'Заявка на подключение' })).toBeVisible();
      expect(await overflow(page), `${width} px with the request form open`).toBe(0);
    }
  });
}

/** Scrolls until the centre of `target` sits behind the header, and says what is hit there. */
async function hitBehindHeader(page: Page, target: string) {
  return page.evaluate(async (selector) => {
    const header = document.querySelector('header[data-sticky-top]')!;
    const el = document.querySelector(selector)!;
    // Twice: the header moves up as it sticks. Instantly: the page may scroll smoothly. Layout
    // is read synchronously; a timer (not a frame, which a busy or occluded page may not draw
    // for long) lets the page's own scroll handlers run.
    for (let i = 0; i < 2; i++) {
      const h = header.getBoundingClientRect();
      const t = el.getBoundingClientRect();
      window.scrollBy({ top: t.top + t.height / 2 - (h.top + h.height / 2), behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const h2 = header.getBoundingClientRect();
    const t2 = el.getBoundingClientRect();
    const x = t2.left + t2.width / 2;
    const y = t2.top + t2.height / 2;
    const hit = document.elementFromPoint(x, y);
    return {
      behindHeader: y > h2.top && y < h2.bottom,
      inHeader: Boolean(hit?.closest('header[data-sticky-top]')),
      inMap: Boolean(hit?.closest('.leaflet-container')),
      hit: hit ? `${hit.tagName}.${hit.getAttribute('class') ?? ''}` : null,
    };
  }, target);
}

for (const width of [375, 1280]) {
  test(`${width} px: scrolled under the sticky header, the map's areas and buttons stay beneath it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/cover');
    await hydrated(page);
    await showMap(page);
    // Leaflet's panes (areas at z-index 400) and controls (1000) against the header's layer.
    for (const target of ['.leaflet-overlay-pane svg path', '.leaflet-control-zoom-in']) {
      const seen = await hitBehindHeader(page, target);
      expect(seen, `${target}: ${JSON.stringify(seen)}`).toEqual(expect.objectContaining({ behindHeader: true, inHeader: true, inMap: false }));
    }
  });
}

/** The labels drawn in the map that a person can see: in the map's box and not hidden. */
async function visibleLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // The map is its own chunk; until it has mounted, no label is seen.
    const map = document.querySelector('.leaflet-container')?.getBoundingClientRect();
    if (!map) return [];
    return [...document.querySelectorAll('.leaflet-container [data-map-label]')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return r.width > 0 && style.visibility !== 'hidden' && r.left >= map.left && r.right <= map.right && r.top >= map.top && r.bottom <= map.bottom;
      })
      .map((el) => el.textContent ?? '');
  });
}

for (const l of langs) {
  const names = localityCodes.map((code) => localityNames[code][l.locale]);
  test(`${l.prefix || '/uk'}: each locality is named on the map, readable on a phone`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${l.prefix}/cover`);
    await hydrated(page);
    await showMap(page);
    // On a wide screen every locality's name is on the map.
    await expect.poll(async () => (await visibleLabels(page)).sort()).toEqual([...names].sort());

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${l.prefix}/cover`);
    await hydrated(page);
    await showMap(page);
    await expect.poll(async () => (await visibleLabels(page)).length).toBeGreaterThanOrEqual(5);
    const shown = await visibleLabels(page);
    // Only the data's names, the regional capital among them, none over another, none too small to read.
    expect(shown.every((n) => names.includes(n)), shown.join(', ')).toBe(true);
    expect(shown).toContain(localityNames.zaporizhzhia[l.locale]);
    const boxes = await page.evaluate(() =>
      [...document.querySelectorAll('.leaflet-container [data-map-label]')]
        .filter((el) => getComputedStyle(el).visibility !== 'hidden')
        .map((el) => {
          const r = el.getBoundingClientRect();
          return { l: r.left, r: r.right, t: r.top, b: r.bottom, font: parseFloat(getComputedStyle(el).fontSize) };
        }),
    );
    for (const [i, a] of boxes.entries()) {
      expect(a.font).toBeGreaterThanOrEqual(12);
      for (const b of boxes.slice(i + 1)) expect(a.r <= b.l || b.r <= a.l || a.b <= b.t || b.b <= a.t, 'labels overlap').toBe(true);
    }

    // A locality's own page names it on its map, whatever the width.
    await page.goto(`${l.prefix}/cover/kushugum`);
    await hydrated(page);
    await showMap(page);
    await expect.poll(() => visibleLabels(page)).toContain(localityNames.kushugum[l.locale]);
  });
}
