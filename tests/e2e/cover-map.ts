import { expect, type Page } from '@playwright/test';

/** Leaflet's areas, once its map is in place. */
export const areaPaths = (page: Page) => page.locator('.leaflet-overlay-pane svg path');

/**
 * The coverage page draws its map on the server; a touch on the drawing brings Leaflet's moving
 * map in its place (src/pages/cover/cover-map.island.tsx). Touches it and waits for the 27 areas.
 */
export async function showMap(page: Page): Promise<void> {
  await page.locator('[data-map-preview]').click();
  await expect(areaPaths(page)).toHaveCount(27);
  await expect(page.locator('[data-map-preview]')).toBeHidden();
}
