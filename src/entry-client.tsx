/**
 * Browser entry. An islands-mode page (the server's HTML is the page) wakes its islands one by
 * one and runs no framework code until one needs it; any other page, and the offline shell,
 * loads the whole app (src/app/hydrate-app.tsx), which hydrates or renders it.
 */
import './styles/global.css';
import { isChunkLoadError, reloadIfChunkGone } from './app/chunk-reload';
import { startExtras } from './app/islands/extras';
import { startIslands } from './app/islands/schedule';
import { keepHashBelowHeader } from './app/scroll';
import type { EmbeddedState } from './app/state';
import { stateElementId } from './app/state';
import { interceptCallLinks } from './shell/callback-request';
import { captureInstallPrompt } from './offline/install-prompt';
import { registerServiceWorker } from './offline/sw-register';
import { startShell } from './shell/start';

startShell();
captureInstallPrompt();
window.addEventListener('vite:preloadError', (event) => {
  // Vite also reports errors thrown by code chained after a lazy import (a loader whose fetch a
  // newer navigation aborted): only a chunk that failed to load may call for a reload. The error
  // goes on to the import's caller either way (which may try again).
  if (isChunkLoadError(event.payload)) void reloadIfChunkGone(event.payload);
});
window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason)) void reloadIfChunkGone(event.reason);
});

const started = () => {
  document.documentElement.dataset.hydrated = '';
  void registerServiceWorker();
};

interceptCallLinks();

// A lazy chunk may import this one for a module they share: on a document that is not a page
// of the site (no root), nothing starts.
const root = document.getElementById('root');
// In a task of its own after the shell's: on a slow phone one start task held a first tap for
// its whole length (150 ms at 12x CPU; docs/performance.md).
setTimeout(() => {
  if (root?.dataset.mode === 'islands') {
    startIslands();
    startExtras();
    keepHashBelowHeader();
    started();
  } else if (root) {
    const state = JSON.parse(document.getElementById(stateElementId)?.textContent ?? 'null') as EmbeddedState;
    void import('./app/hydrate-app').then((app) => app.startApp(root, state, started));
  }
}, 0);
