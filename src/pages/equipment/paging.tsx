import { useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import * as s from './shop.css';

/** Page numbers to show: the first, the last, and two either side of the current one. */
export function pageNumbers(current: number, pages: number): (number | null)[] {
  const out: (number | null)[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - current) <= 2) out.push(n);
    else if (out.at(-1) !== null) out.push(null);
  }
  return out;
}

/** Links to the catalogue's pages (plain links: `href` keeps the filters); a click with scripts stays on the page. */
export function Paging({ current, pages, hrefOf, onPage }: { current: number; pages: number; hrefOf: (page: number) => string; onPage?: (page: number) => void }) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  const click = (page: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onPage || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onPage(page);
  };
  return (
    <nav aria-label={t`Pages`}>
      <ul className={s.paging}>
        {pageNumbers(current, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={s.pageLink}>
              …
            </li>
          ) : (
            <li key={n}>
              <a className={s.pageLink} href={hrefOf(n)} aria-current={n === current ? 'page' : undefined} aria-label={t`Page ${n}`} onClick={click(n)}>
                {n}
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
