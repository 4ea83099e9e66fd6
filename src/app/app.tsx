/** The whole page: providers, layout and the current route's page. Shared by server and browser. */
import type { I18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { type ReactNode, createElement, useEffect } from 'react';
import { Router } from 'wouter';
import { type Locale, localePrefix } from '../domain/locale';
import { AppContext } from './app-context';
import { ErrorPage } from './error-page';
import { Layout } from './layout/layout';
import { type SiteData, SiteDataContext } from '../data/site-data';
import { pageTitle } from './meta';
import { RenderBoundary } from './render-boundary';
import { OfflinePage, ShellPlaceholder } from './offline-page';
import type { PageState } from './page-state';
import { notFoundRoute, routeByName } from './router/table';
import { useNavigation } from './use-navigation';

export interface AppProps {
  i18n: I18n;
  locale: Locale;
  site: SiteData;
  page: PageState;
  /** Server render: the request path (with its /ru prefix: the router strips its base) and query. */
  ssrPath?: string;
  ssrSearch?: string;
}

function CurrentPage({ page }: { page: PageState }) {
  const { i18n } = useLingui();
  if (page.shell) return <ShellPlaceholder />;
  if (page.error) return <ErrorPage status={page.error.status} message={page.error.message} />;
  if (page.offline) return <OfflinePage />;
  const route = routeByName(page.routeName) ?? notFoundRoute;
  const Page = route.page.get();
  if (!Page) return <ErrorPage status={500} message={`Page module ${route.name} is not loaded`} />;
  // The page component comes from the route table's module registry, not from this render.
  return createElement(Page, { title: i18n._(route.title), data: page.data, params: page.params, search: page.search });
}

function Shell({ locale, site, initial }: { locale: Locale; site: SiteData; initial: PageState }) {
  const { page, navigating } = useNavigation(locale, initial);
  const { i18n } = useLingui();
  useEffect(() => {
    document.title = pageTitle(i18n, locale, page, site.routeTitles);
  }, [i18n, locale, page, site.routeTitles]);
  const route = routeByName(page.routeName);
  return (
    <AppContext.Provider value={{ locale, page, navigating }}>
      <Layout kind={page.error ? 'default' : (route?.layout ?? 'default')}>
        <RenderBoundary resetKey={page.path} fallback={(error) => <ErrorPage status={500} message={error.message} />}>
          <CurrentPage page={page} />
        </RenderBoundary>
      </Layout>
    </AppContext.Provider>
  );
}

/** The contexts above the layout: language, site data and the router under the language's base. */
function Contexts({ i18n, locale, site, ssrPath, ssrSearch, children }: Omit<AppProps, 'page'> & { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <SiteDataContext.Provider value={site}>
        <Router base={localePrefix[locale]} ssrPath={ssrPath} ssrSearch={ssrSearch}>
          {children}
        </Router>
      </SiteDataContext.Provider>
    </I18nProvider>
  );
}

export function App(props: AppProps) {
  return (
    <Contexts {...props}>
      <Shell locale={props.locale} site={props.site} initial={props.page} />
    </Contexts>
  );
}

/** A part of the page rendered on its own with the contexts the page's render gives it (the server's frozen parts). */
export function InPage({ children, ...props }: AppProps & { children: ReactNode }) {
  return (
    <Contexts {...props}>
      <AppContext.Provider value={{ locale: props.locale, page: props.page, navigating: false }}>{children}</AppContext.Provider>
    </Contexts>
  );
}
