import type { Testimonial } from './load';
import * as s from './business.css';

export function Quote({ item }: { item: Testimonial }) {
  return (
    <figure className={s.quote}>
      <blockquote className={s.quoteText}>{item.feed}</blockquote>
      <figcaption className={s.quoteWho}>{item.title}</figcaption>
    </figure>
  );
}
