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
    // Wholly in view, and the move over: a looped Swiper ignores keys until its transition has
    // ended, and on a busy machine that event comes frames after the slide looks in place.
    await expect(active).toBeInViewport({ ratio: 1 });
    await carousel.locator('.swiper-wrapper').evaluate(async (wrapper) => {
      // Events of finished transitions are sent before the frame's callbacks run.
      while (wrapper.getAnimations().length > 0) await new Promise(requestAnimationFrame);
    });
    const third = await active.locator('p').first().textContent();
    expect(third).not.toBe(firstTitle);

    await active.getByRole('link').focus();
    await page.keyboard.press('ArrowRight');
    await expect(carousel.locator('.swiper-slide-active p').first()).not.toHaveText(third!);
    await expect(carousel.locator('.swiper-slide-active')).toBeInViewport({ ratio: 1 });
    expect(consoleErrors).toEqual([]);
  });
}

test('the banners move on every 6 s, and hold while the pointer is on them', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await hydrated(page);
  const carousel = page.locator('section[aria-roledescription="carousel"]');
  const title = carousel.locator('.swiper-slide-active p').first();
  await page.clock.runFor(1000); // the idle time Swiper waits for
  await expect(carousel.getByRole('button', { name: 'Перейти до слайда 2' })).toBeVisible();
  const first = await title.textContent();
  // Swiper started within the last second: 4.5 s on, the first banner is still up; 6.5 s on, it is not.
  await page.clock.runFor(4500);
  await expect(title).toHaveText(first!);
  await page.clock.runFor(2000);
  await expect(title).not.toHaveText(first!);

  const second = await title.textContent();
  await expect(carousel.locator('.swiper-slide-active')).toBeInViewport({ ratio: 1 });
  await carousel.hover();
  await page.clock.runFor(13_000);
  await expect(title).toHaveText(second!);
  await page.mouse.move(5, 5);
  await page.clock.runFor(6500);
  await expect(title).not.toHaveText(second!);
});

test.describe('for a visitor who asks for less motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the banners stay until moved by hand', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    const carousel = page.locator('section[aria-roledescription="carousel"]');
    await page.clock.runFor(1000);
    await expect(carousel.getByRole('button', { name: 'Перейти до слайда 2' })).toBeVisible();
    const title = carousel.locator('.swiper-slide-active p').first();
    const first = await title.textContent();
    await page.clock.runFor(20_000);
    await expect(title).toHaveText(first!);
    await carousel.getByRole('button', { name: 'Перейти до слайда 2' }).click();
    await expect(title).not.toHaveText(first!);
  });
});
