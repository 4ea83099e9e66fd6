/**
 * The whole-page app in the browser: hydrates a page the server rendered for it (not an
 * islands-mode page), or renders the offline shell's page from cached data. Loaded by the entry.
 */
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { resolvePage } from './page-state';
import { setCatalogSink } from '../i18n/catalog-sink';
import { routeByName } from './router/table';
import type { EmbeddedState } from './state';
import { httpContentSource } from '../data/content-source';
import { localePrefix } from '../domain/locale';
import { loadI18n } from '../i18n/catalogs';
import './feature-parts';
import { Hydrated } from '../ui/use-hydrated';
/**
 * Runs `then` once the tree's own mount effects have run: React runs a parent's effects after
 * its children's, so a page that takes a hold on the network as it mounts (the speed test
 * opened with ?start=1) has taken it before the service worker is registered.
 */
function AfterMount({ then, children }: { then: () => void; children: ReactNode }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(then, []);
  return children;
}
/** Hydrates as the server rendered (browser-only UI off), then turns that UI on as a transition. */
function Hydrating({ children }: { children: ReactNode }) {
  const [done, setDone] = useState(false);
  useEffect(() => startTransition(() => setDone(true)), []);
  return <Hydrated value={done}>{children}</Hydrated>;
}
/** `afterMount` runs once the tree's own mount effects have run. */
export async function startApp(root: HTMLElement, state: EmbeddedState, afterMount: () => void): Promise<void> {
  const i18n = await loadI18n(state.locale);
  setCatalogSink(state.locale, (locale, messages) => i18n.load(locale, messages));
  let page = state.page;
  if (page.shell) {
    // The offline shell: find the page from the URL and render it from cached data.
    const path = location.pathname.replace(/^\/ru(?=\/|$)/, '') || '/';
    const resolution = await resolvePage(path, location.search, state.locale, httpContentSource());
    if ('redirect' in resolution) {
      location.replace(localePrefix[state.locale] + resolution.redirect);
      return;
    }
    page = resolution.page;
    createRoot(root).render(
      <AfterMount then={afterMount}>
        <App i18n={i18n} locale={state.locale} site={state.site} page={page} />
      </AfterMount>,
    );
  } else {
    await routeByName(page.routeName)?.page.load(state.locale);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole tree; the server's HTML is already on screen meanwhile.
    startTransition(() => {
      hydrateRoot(
        root,
        <AfterMount then={afterMount}>
          <Hydrating>
            <App i18n={i18n} locale={state.locale} site={state.site} page={page} />
          </Hydrating>
        </AfterMount>,
      );
    });
  }
}
