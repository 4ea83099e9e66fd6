/**
 * Hydrates one island of an islands-mode page on a root of its own. Loaded with the first island
 * that needs it, with React: a page whose islands are all out of view runs no framework code.
 * Every island gets the contexts the server rendered it with (words, site data, the page); a
 * link inside one navigates the browser's way, since no app renders pages here.
 */
import type { Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type ComponentType, type ReactNode, startTransition, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { SiteDataContext } from '../../data/site-data';
import { localePrefix } from '../../domain/locale';
import { addCatalog, setCatalogSink } from '../../i18n/catalog-sink';
import { loadI18n } from '../../i18n/catalogs';
import { InsideIsland } from '../../ui/island';
import { Hydrated } from '../../ui/use-hydrated';
import { AppContext } from '../app-context';
import { type EmbeddedState, stateElementId } from '../state';
// Islands show other features' parts (a form in the director's section) through the same slots.
import '../feature-parts';

// Keys from src: "./pages/home/x.island.tsx".
/** An island's module: its component and, for an island whose wrapper leaves props out (`fetched`), how it reads them again. */
interface IslandModule {
  default: ComponentType<object>;
  fetchProps?: (carried: object) => Promise<object>;
}
const modules = import.meta.glob<IslandModule>(['./**/*.island.tsx'], { base: '../../' });
const catalogs = import.meta.glob<{ messages: Messages }>(['./pages/**/locales/*.po', './app/layout/**/locales/*.po'], { base: '../../' });

const state = JSON.parse(document.getElementById(stateElementId)?.textContent ?? 'null') as EmbeddedState;
const { locale, site, page } = state;
const i18nReady = loadI18n(locale).then((i18n) => {
  setCatalogSink(locale, (l, messages) => i18n.load(l, messages));
  return i18n;
});
const loadedCatalogs = new Map<string, Promise<void>>();

/** The catalogs of the island's folder and of each folder above it, up to src. */
function catalogsOf(name: string): Promise<void>[] {
  const parts = name.split('/').slice(0, -1);
  const found: Promise<void>[] = [];
  for (let n = parts.length; n > 0; n--) {
    const key = `./${parts.slice(0, n).join('/')}/locales/${locale}.po`;
    const load = catalogs[key];
    if (!load) continue;
    let done = loadedCatalogs.get(key);
    if (!done) {
      done = Promise.all([load(), i18nReady]).then(([m]) => addCatalog(locale, m.messages));
      loadedCatalogs.set(key, done);
    }
    found.push(done);
  }
  return found;
}

/** Rendered as the server did (browser-only UI off), then with it on, as a transition. */
function Hydrating({ children }: { children: ReactNode }) {
  const [done, setDone] = useState(false);
  useEffect(() => startTransition(() => setDone(true)), []);
  return <Hydrated value={done}>{children}</Hydrated>;
}

const navigateAway = (_navigate: unknown, to: string) => location.assign(to);

function Contexts({ children, i18n }: { children: ReactNode; i18n: Awaited<typeof i18nReady> }) {
  return (
    <I18nProvider i18n={i18n}>
      <SiteDataContext.Provider value={site}>
        <Router base={localePrefix[locale]} aroundNav={navigateAway}>
          <AppContext.Provider value={{ locale, page, navigating: false }}>
            <InsideIsland.Provider value={true}>{children}</InsideIsland.Provider>
          </AppContext.Provider>
        </Router>
      </SiteDataContext.Provider>
    </I18nProvider>
  );
}

async function load(name: string) {
  const importer = modules[`./${name}.tsx`];
  if (!importer) throw new Error(`No island module src/${name}.tsx`);
  const [i18n, mod] = await Promise.all([i18nReady, importer(), ...catalogsOf(name)]);
  return { i18n, Component: mod.default, fetchProps: mod.fetchProps };
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What the visitor changed in the server's form controls before React took them over. */
function typedValues(el: HTMLElement): { control: Control; value: string; checked: boolean }[] {
  const typed: { control: Control; value: string; checked: boolean }[] = [];
  for (const control of el.querySelectorAll<Control>('input, select, textarea')) {
    const changed =
      control instanceof HTMLSelectElement
        ? [...control.options].some((o) => o.selected !== o.defaultSelected)
        : control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')
          ? control.checked !== control.defaultChecked
          : control.value !== control.defaultValue;
    if (changed) typed.push({ control, value: control.value, checked: control instanceof HTMLInputElement && control.checked });
  }
  return typed;
}

/**
 * Puts them back as if typed again, so the form's own state has them (react-hook-form writes its
 * defaults into the fields it registers): a value through the element's own setter and an event
 * React hears, a box by a click. A field that holds newer typing than the snapshot keeps it, and
 * the form hears of it the same way.
 */
function giveBack(typed: ReturnType<typeof typedValues>): void {
  for (const { control, value, checked } of typed) {
    if (!control.isConnected || control.disabled) continue;
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (control.checked !== checked) control.click();
      continue;
    }
    if (control instanceof HTMLInputElement && control.type === 'file') {
      // Its chosen files stay where they are (a script cannot set them): the form hears of them.
      control.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    const reset = control instanceof HTMLSelectElement ? control.selectedIndex === Math.max(0, [...control.options].findIndex((o) => o.defaultSelected)) : control.value === control.defaultValue;
    const now = reset ? value : control.value;
    // React hears an input only when the value differs from the last it saw, and a controlled
    // field hydrated with the typed text already: through React's own setter it sees none first.
    if (!(control instanceof HTMLSelectElement)) control.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, now);
    control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}

/**
 * Hydrates the server's HTML of the island in `el` (its wrapper), or renders a browser-only one
 * (data-client) into it; resolves once React has it, with what gives back the values typed
 * into the server's form before then (to call once the island takes clicks).
 */
export async function hydrateIsland(el: HTMLElement): Promise<() => void> {
  const name = el.dataset.island as string;
  const carried = JSON.parse(el.dataset.props ?? '{}') as object;
  const { i18n, Component, fetchProps } = await load(name);
  const props = fetchProps ? await fetchProps(carried) : carried;
  const typed = el.dataset.client === undefined ? typedValues(el) : [];
  await new Promise<void>((resolve) => {
    function Ready({ children }: { children: ReactNode }) {
      useEffect(resolve, []);
      return children;
    }
    if (el.dataset.client !== undefined) {
      renderSliced(
        el,
        <Contexts i18n={i18n}>
          <Ready>
            <Component {...props} />
          </Ready>
        </Contexts>,
      );
      return;
    }
    startTransition(() => {
      hydrateRoot(
        el,
        <Contexts i18n={i18n}>
          <Ready>
            <Hydrating>
              <Component {...props} />
            </Hydrating>
          </Ready>
        </Contexts>,
      );
    });
  });
  return () => giveBack(typed);
}

/**
 * A first render as a transition: React then yields to the browser every few milliseconds instead
 * of blocking it for the whole tree (a phone's main thread stays free for input).
 */
function renderSliced(el: HTMLElement, tree: ReactNode): void {
  const root = createRoot(el);
  startTransition(() => root.render(tree));
}

/** Renders a browser-only island (one the server leaves empty) into `el`. */
export async function renderIsland(el: HTMLElement, name: string, props: object = {}): Promise<void> {
  const { i18n, Component } = await load(name);
  renderSliced(
    el,
    <Contexts i18n={i18n}>
      <Component {...props} />
    </Contexts>,
  );
}
