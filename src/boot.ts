/**
 * The page's only script tag. The server-rendered page is whole without JavaScript, so the app
 * (the entry and the page's chunks, listed inert in a <template> by the server) is fetched only
 * after the first paint: until then HTML and CSS have the connection to themselves. It imports
 * nothing, so it stays a chunk of its own (see vite.config.ts).
 */
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
