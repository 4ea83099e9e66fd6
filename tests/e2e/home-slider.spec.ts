import { expect, hydrated, test } from './fixtures';

/**
 * The home slider: the server sends every banner, the first in view and the rest out of the tab
 * order; Swiper takes that markup over once the page is idle, with dots and arrow keys.
 */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the first banner shows and the others wait out of view and out of reach', async ({ page }) => {
    await page.goto('/');
    const slides = page.locator('section[aria-roledescription="carousel"] .swiper-slide');
    await expect(slides).toHaveCount(5);
    await expect(slides.first()).toBeInViewport();
    await expect(slides.first().getByRole('link')).toBeVisible();
    for (let i = 1; i < 5; i++) {
      await expect(slides.nth(i)).toHaveAttribute('inert', '');
      await expect(slides.nth(i)).not.toBeInViewport();
    }
  });
});

for (const [prefix, dot] of [
  ['', 'Перейти до слайда'],
  ['/ru', 'Перейти к слайду'],
] as const) {
  test(`${prefix || '/'}: Swiper takes the banners over; dots and arrow keys move them`, async ({ page, consoleErrors }) => {
    await page.goto(prefix || '/');
    await hydrated(page);
    const carousel = page.locator('section[aria-roledescription="carousel"]');
    const slides = carousel.locator('.swiper-slide:not(.swiper-slide-duplicate)');
    const firstTitle = await slides.first().locator('p').first().textContent();
    await expect(carousel.getByRole('button', { name: `${dot} 3` })).toBeVisible();
    await expect(carousel.locator('.swiper-slide[inert]')).toHaveCount(0);

    await carousel.getByRole('button', { name: `${dot} 3` }).click();
    const active = carousel.locator('.swiper-slide-active');
    // Wholly in view: the slide has arrived (Swiper ignores keys while a looped slider moves).
    await expect(active).toBeInViewport({ ratio: 1 });
    const third = await active.locator('p').first().textContent();
    expect(third).not.toBe(firstTitle);

    await active.getByRole('link').focus();
    await page.keyboard.press('ArrowRight');
    await expect(carousel.locator('.swiper-slide-active p').first()).not.toHaveText(third!);
    await expect(carousel.locator('.swiper-slide-active')).toBeInViewport({ ratio: 1 });
    expect(consoleErrors).toEqual([]);
  });
}
