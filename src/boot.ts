/**
 * The page's only script tag. The server-rendered page is whole without JavaScript, so the app
 * (the entry and the page's chunks, listed inert in a <template> by the server) is fetched only
 * after the first paint: until then HTML and CSS have the connection to themselves. It imports
 * nothing, so it stays a chunk of its own (see vite.config.ts).
 */
// Every chunk's dynamic imports call this (vite-plugins/fresh-imports.ts): a browser keeps a failed
// import failed, so a URL that failed is asked for again with a query it has not seen.
const failedImports = new Map<string, number>();
(globalThis as { __freshImport?: (base: string, specifier: string) => Promise<unknown> }).__freshImport = (base, specifier) => {
  const url = new URL(specifier, base).href;
  const tries = failedImports.get(url) ?? 0;
  return import(/* @vite-ignore */ tries ? `${url}?retry=${tries}` : url).catch((error: unknown) => {
    failedImports.set(url, tries + 1);
    throw error;
  });
};

const scripts = document.getElementById('app-scripts') as HTMLTemplateElement;
const start = () => {
  document.head.append(scripts.content);
  void import(/* @vite-ignore */ scripts.dataset.entry as string);
};
// Started by the paint's own timing entry (an animation frame can run before its frame is on
// screen). A hidden tab paints nothing, and a browser without paint timing reports none: they
// start at once.
if (document.visibilityState === 'visible' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((_, observer) => {
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
} else start();
