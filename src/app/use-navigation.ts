/**
 * Client-side navigation: when the location changes, load the new route's module and data
 * (aborting a stale navigation), keep showing the current page meanwhile, then swap and scroll.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { httpContentSource } from '../data/content-source';
import type { Locale } from '../domain/locale';
import { type PageState, resolvePage } from './page-state';
import { routeQuery } from './router/table';
import { applyScroll, entryKey, savePosition } from './scroll';

export function useNavigation(locale: Locale, initial: PageState) {
  const [path, navigate] = useLocation();
  const rawSearch = useSearch();
  const search = rawSearch ? `?${rawSearch}` : '';
  const [page, setPage] = useState(initial);
  const keyRef = useRef<string | null>(null);
  const backRef = useRef(false);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    keyRef.current = entryKey();
    const onPop = () => {
      backRef.current = true;
    };
    const onScroll = () => {
      if (keyRef.current) savePosition(keyRef.current);
    };
    window.addEventListener('popstate', onPop);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  // A query parameter the page does not read (utm_source=…) is the same page: the server
  // rendered it without that parameter.
  const samePage = path === page.path && (search === page.search || routeQuery(path, search) === routeQuery(page.path, page.search));

  useEffect(() => {
    if (samePage) return;
    const controller = new AbortController();
    resolvePage(path, search, locale, httpContentSource(controller.signal), controller.signal)
      .then((result) => {
        if (controller.signal.aborted) return;
        if ('redirect' in result) {
          navigate(result.redirect, { replace: true });
          return;
        }
        setPage(result.page);
      })
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') throw error;
      });
    return () => controller.abort();
  }, [samePage, path, search, locale, navigate]);

  // After the new page has rendered: scroll, remember the entry. A layout effect, so the entry's
  // key changes before the browser clamps the scroll to the new page's height and reports it.
  useLayoutEffect(() => {
    const isBack = backRef.current;
    backRef.current = false;
    keyRef.current = entryKey();
    return applyScroll({ key: keyRef.current, isBack, search: page.search, hash: location.hash });
  }, [page]);

  const navigating = !samePage;
  return { page, navigating };
}
