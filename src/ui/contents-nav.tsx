/** A long page's contents: a titled, numbered list of links to its sections' anchors. */
import type { ReactNode } from 'react';
import * as s from './contents-nav.css';

export { layout as contentsLayout } from './contents-nav.css';

interface Props {
  /** The id of the contents' own heading (names the navigation landmark). */
  id: string;
  title: ReactNode;
  sections: readonly { anchor: string; title: string }[];
}

export function ContentsNav({ id, title, sections }: Props) {
  return (
    <nav className={s.toc} aria-labelledby={id}>
      <h2 id={id} className={s.tocTitle}>
        {title}
      </h2>
      <ol className={s.tocList}>
        {sections.map((section) => (
          <li key={section.anchor}>
            <a href={`#${section.anchor}`}>{section.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
