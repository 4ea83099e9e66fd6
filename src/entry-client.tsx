/** Browser entry: hydrates the server-rendered page, or renders the offline shell's page. */
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/global.css';
import { App } from './app/app';
import { isChunkLoadError, reloadAfterChunkError } from './app/chunk-reload';
import { resolvePage } from './app/page-state';
import { setCatalogSink } from './i18n/catalog-sink';
import { routeByName } from './app/router/table';
import { type EmbeddedState, stateElementId } from './app/state';
import { httpContentSource } from './data/content-source';
import { localePrefix } from './domain/locale';
import { loadI18n } from './i18n/catalogs';
import { captureInstallPrompt } from './offline/install-prompt';
import { registerServiceWorker } from './offline/sw-register';
import { interceptCallLinks } from './forms/callback/open';
import './app/feature-parts';
import { Hydrated } from './ui/use-hydrated';
import { startShell } from './shell/start';

startShell();
captureInstallPrompt();
window.addEventListener('vite:preloadError', (event) => {
  // Vite also reports errors thrown by code chained after a lazy import (a loader whose fetch a
  // newer navigation aborted): only a chunk that failed to load calls for a reload. Unless the
  // page does reload, the error goes on to the import's caller (which may try again): a
  // prevented one would hand it an empty module instead.
  if (isChunkLoadError(event.payload) && reloadAfterChunkError()) event.preventDefault();
});
window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason)) reloadAfterChunkError();
});

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
const afterMount = () => {
  document.documentElement.dataset.hydrated = '';
  void registerServiceWorker();
};

async function main() {
  const root = document.getElementById('root') as HTMLElement;
  const state = JSON.parse(document.getElementById(stateElementId)?.textContent ?? 'null') as EmbeddedState;
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
  interceptCallLinks();
}

void main();
