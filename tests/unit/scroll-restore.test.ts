/**
 * Back restores the saved scroll position even when the page comes back shorter than it was
 * and grows as its content and images arrive; a visitor who scrolls meanwhile keeps control.
 * A window whose scroll is clamped to the page's current height, fake timers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyScroll, hashAttempts, hashInterval, savePosition } from '../../src/app/scroll';

/** A window of a page that is `maxScroll` px taller than the viewport. */
function fakeWindow(maxScroll: number) {
  const win = {
    scrollY: 0,
    maxScroll,
    scrollTo(_x: number, y: number) {
      win.scrollY = Math.max(0, Math.min(y, win.maxScroll));
    },
  };
  vi.stubGlobal('window', win);
  return win;
}

/** The visitor left `key` at 900 px of a 2000 px scroll; the page comes back `maxScroll` tall. */
function leftAt900(key: string, maxScroll: number) {
  const win = fakeWindow(2000);
  win.scrollTo(0, 900);
  savePosition(key);
  win.maxScroll = maxScroll;
  return win;
}

const back = (key: string) => applyScroll({ key, isBack: true, search: '', hash: '' });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('scroll restoration on back', () => {
  it('reaches the saved position once the page has grown tall enough', () => {
    // Back: the page is still 18 px short of it.
    const win = leftAt900('home', 882);
    win.scrollTo(0, 0);
    back('home');
    expect(win.scrollY).toBe(882);
    win.maxScroll = 2000;
    vi.advanceTimersByTime(hashInterval);
    expect(win.scrollY).toBe(900);
  });

  it('leaves the page where the visitor scrolled while it was still growing', () => {
    const win = leftAt900('news', 500);
    back('news');
    expect(win.scrollY).toBe(500);
    win.scrollY = 120; // the visitor scrolls up
    win.maxScroll = 2000;
    vi.advanceTimersByTime(hashInterval * hashAttempts);
    expect(win.scrollY).toBe(120);
  });

  it('stops trying after the hash schedule when the page never gets that tall', () => {
    const win = leftAt900('short', 300);
    back('short');
    vi.advanceTimersByTime(hashInterval * hashAttempts);
    expect(vi.getTimerCount()).toBe(0);
    expect(win.scrollY).toBe(300);
  });
});
