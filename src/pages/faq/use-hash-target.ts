import { useEffect } from 'react';

/**
 * After hydration (never during render, so server and browser HTML agree), and whenever the
 * hash changes: gives the element with the hash's id to `reveal` (to open or select it), then
 * scrolls it into view below the sticky header (its scroll-margin-top). `pageKey` runs it
 * again when the page shows other content.
 */
export function useHashTarget(reveal: (el: HTMLElement, id: string) => boolean, pageKey: string): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const apply = () => {
      const id = decodeURIComponent(location.hash.replace(/^#/, ''));
      const el = id ? document.getElementById(id) : null;
      if (!el || !reveal(el, id)) return;
      // After the app's own scroll to the hash (it does not know about the header).
      timer = setTimeout(() => el.scrollIntoView({ block: 'start' }), 0);
    };
    apply();
    window.addEventListener('hashchange', apply);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('hashchange', apply);
    };
  }, [reveal, pageKey]);
}
