/**
 * Wakes the islands of an islands-mode page: each hydrates when it comes near the viewport, once
 * the browser is idle, or when first touched (data-when). A click that lands before its island
 * has hydrated is held and given again once React handles it; a link still goes at once.
 * React and the islands' code load only with the first island that wakes.
 */
import { onlineStatus } from '../../offline/online-status';
import { islandWakeEvent } from '../../ui/island-wake';

import type * as Runtime from './runtime';

let runtime: Promise<typeof Runtime> | undefined;
const loadRuntime = () => (runtime ??= import('./runtime'));

const touchEvents = ['pointerdown', 'focusin', 'keydown'] as const;
/** The island each observed box belongs to. */
const islandOf = new WeakMap<Element, HTMLElement>();
let observer: IntersectionObserver | undefined;

function wake(el: HTMLElement): void {
  if (el.dataset.islandState) return;
  el.dataset.islandState = 'loading';
  for (const box of [el, ...el.children]) observer?.unobserve(box);
  loadRuntime()
    .then((rt) => rt.hydrateIsland(el))
    .then(
      (giveBackTyped) => {
        el.dataset.islandState = 'ready';
        giveBackTyped();
        const held = heldClicks.get(el);
        heldClicks.delete(el);
        if (held?.isConnected) held.click();
      },
      (error: unknown) => {
        // The server's HTML stays; the next touch tries again (a chunk may load once online).
        delete el.dataset.islandState;
        heldClicks.delete(el);
        console.error(error);
      },
    );
}

const heldClicks = new WeakMap<HTMLElement, HTMLElement>();

/**
 * What a held click is given again to: the control it landed in (a click on a button's icon lands
 * on the SVG, which has no click() of its own), else the nearest HTML element.
 */
const clickTarget = (target: Element): HTMLElement | null =>
  target.closest<HTMLElement>('button, input, label, select, textarea, summary') ?? (target instanceof HTMLElement ? target : (target.closest('svg')?.parentElement ?? null));

function holdClick(el: HTMLElement, event: MouseEvent): void {
  if (el.dataset.islandState === 'ready') return;
  const target = event.target instanceof Element ? clickTarget(event.target) : null;
  // A link works without the island; anything else waits for React's handler.
  if (!target || target.closest('a[href]')) return;
  event.preventDefault();
  // Before React's own listeners on the same root: the click is given again once it has hydrated.
  event.stopImmediatePropagation();
  heldClicks.set(el, target);
  wake(el);
}

/** Schedules every island under `root` that is not inside another island. */
export function startIslands(root: ParentNode = document): void {
  observer ??=
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const owner = islandOf.get(entry.target);
              if (entry.isIntersecting && owner) wake(owner);
            }
          },
          { rootMargin: '200px 0px' },
        )
      : undefined;
  const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200));
  for (const el of root.querySelectorAll<HTMLElement>('[data-island]')) {
    if (el.parentElement?.closest('[data-island]') || el.dataset.islandState) continue;
    for (const type of touchEvents) el.addEventListener(type, () => wake(el), { capture: true, once: true, passive: true });
    el.addEventListener(islandWakeEvent, () => wake(el), { once: true });
    el.addEventListener('click', (event) => holdClick(el, event), { capture: true });
    const when = el.dataset.when;
    if ((el.dataset.hash && location.hash === el.dataset.hash) || inQuery(el.dataset.search)) wake(el);
    else if (when === 'idle') idle(() => wake(el));
    else if (when === 'offline') idle(() => whenOffline(() => wake(el)));
    else if (when === 'visible') {
      // The wrapper takes no box (display: contents): its children are what comes into view.
      const boxes = el.dataset.client === undefined ? [...el.children] : [el];
      for (const box of boxes) islandOf.set(box, el);
      if (observer && boxes.length) boxes.forEach((box) => observer?.observe(box));
      else wake(el);
    }
  }
  for (const el of root.querySelectorAll<HTMLElement>('[data-enhance]')) {
    if (el.dataset.enhanceState) continue;
    el.dataset.enhanceState = 'loading';
    idle(() => void enhance(el));
  }
}

/** Whether the address's query has `pair` ("name=value"). */
function inQuery(pair: string | undefined): boolean {
  if (!pair) return false;
  const [name = '', value = ''] = pair.split('=');
  return new URLSearchParams(location.search).get(name) === value;
}

/** Once the server cannot be reached (the status probes it: the Wi-Fi may be up, the line down). */
function whenOffline(then: () => void): void {
  if (!onlineStatus.get()) return then();
  const stop = onlineStatus.subscribe(() => {
    if (onlineStatus.get()) return;
    stop();
    then();
  });
}

/**
 * Enhancers: plain scripts that take over server-rendered markup without React (the home slider).
 * `data-enhance` names the module under src without extension; its default export gets the element.
 */
const enhancers = import.meta.glob<{ default: (el: HTMLElement) => void }>(['./**/*.enhance.ts'], { base: '../../' });

async function enhance(el: HTMLElement): Promise<void> {
  const importer = enhancers[`./${el.dataset.enhance}.ts`];
  if (!importer) throw new Error(`No enhancer src/${el.dataset.enhance}.ts`);
  (await importer()).default(el);
  el.dataset.enhanceState = 'ready';
}

/** Renders a browser-only island into `el` (once). */
export function renderIsland(el: HTMLElement, name: string, props?: object): Promise<void> {
  if (el.dataset.islandState) return Promise.resolve();
  el.dataset.islandState = 'loading';
  return loadRuntime()
    .then((rt) => rt.renderIsland(el, name, props))
    .then(() => {
      el.dataset.islandState = 'ready';
    });
}
