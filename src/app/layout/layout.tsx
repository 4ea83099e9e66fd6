import type { Messages } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { type ReactNode, Suspense, useContext } from 'react';
import { withCatalog } from '../../i18n/lazy-own-part';
import { lazyWhenOnline } from '../../offline/import-when-online';
import { IslandsMode } from '../../ui/island';
import { useHydrated } from '../../ui/use-hydrated';
import { useApp } from '../app-context';
import { RenderBoundary } from '../render-boundary';
import { routeByName } from '../router/table';
import { Breadcrumbs } from './breadcrumbs';
import { Footer } from './footer';
import { Header } from './header';
import { LoadingBar } from './loading-bar';
import { TopBar } from './top-bar';
import * as s from './layout.css';
// The server's cookie notice (outside the root) paints with the page: its styles are the entry's.
import './cookie-notice.css';

// The browser-only extras come with their own catalog, so the first load carries none of their words.
const catalogs = import.meta.glob<{ messages: Messages }>('./extras/locales/*.po');
const loadExtras = withCatalog(
  () => import('./extras/after-hydration'),
  (locale) => catalogs[`./extras/locales/${locale}.po`],
);
// One load for both parts (same chunk and catalog); a failed one is forgotten, to be tried again.
let extras: ReturnType<typeof loadExtras> | undefined;
const extrasOnce = () =>
  (extras ??= loadExtras().catch((error: unknown) => {
    extras = undefined;
    throw error;
  }));
const AfterHydration = lazyWhenOnline(extrasOnce);
const TopExtras = lazyWhenOnline(() => extrasOnce().then((m) => ({ default: m.TopExtras })));

const noBreadcrumbs = new Set(['home', 'call', 'home-type', 'home-type-code', 'not-found']);

/** The default layout (header, content, footer), or the bare one (registration) with content only. */
export function Layout({ kind, children }: { kind: 'default' | 'bare'; children: ReactNode }) {
  const { page } = useApp();
  const hydrated = useHydrated();
  // An islands-mode page renders the browser-only parts on first input (src/app/islands/extras.ts).
  const islands = useContext(IslandsMode);
  const route = routeByName(page.routeName);
  const crumbs = route && !page.error && !page.offline && !page.shell && !noBreadcrumbs.has(route.name);
  return (
    <>
      <a className={s.skip} href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <LoadingBar />
      {kind === 'default' && (
        <>
          {islands && <div data-extras="top" />}
          {hydrated && (
            <RenderBoundary resetKey={page.path} fallback={() => null}>
              <Suspense fallback={null}>
                <TopExtras />
              </Suspense>
            </RenderBoundary>
          )}
          <TopBar />
          <Header />
        </>
      )}
      <main id="main" className={s.main} tabIndex={-1}>
        {crumbs && <Breadcrumbs route={route} />}
        {children}
      </main>
      {kind === 'default' && <Footer />}
      {islands && <div data-extras="end" />}
      {/* The browser-only extras are optional: should one fail, the page stays. */}
      {hydrated && (
        <RenderBoundary resetKey={page.path} fallback={() => null}>
          <Suspense fallback={null}>
            <AfterHydration />
          </Suspense>
        </RenderBoundary>
      )}
    </>
  );
}
