/**
 * One section of a setup guide: its heading, intro, numbered steps with their figures, and
 * a closing note. Shared by the guide pages and the TV guide among the FAQ articles.
 */
import type { GuideSection } from '../../domain/content/guides';
import { assetUrl } from '../../domain/content/translate';
import { RichText } from '../rich-text';
import * as s from './guide-section.css';

/** Every figure is drawn on a 640 px wide canvas (400 px high for most of them). */
/** Every step picture's size: its room is kept by these before it loads (content's SVGs are drawn to it). */
export const guideFigure = { width: 640, height: 400 };

interface Props {
  section: GuideSection;
  /** The heading's id; the section's anchor unless the caller needs another. */
  headingId?: string;
  /** A label for the note, in the page's language (e.g. "Note"). */
  noteLabel: string;
}

export function GuideSectionBody({ section, headingId = section.anchor, noteLabel }: Props) {
  return (
    <section className={s.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={s.heading}>
        {section.title}
      </h2>
      {section.intro && <RichText html={section.intro} />}
      <ol className={s.steps}>
        {section.steps.map((step, i) => (
          <li key={i} className={s.step}>
            <RichText html={step.text} />
            {step.figure && (
              <figure className={s.figure}>
                <img
                  className={s.image}
                  src={assetUrl(step.figure.image)}
                  alt={step.figure.alt}
                  width={guideFigure.width}
                  height={guideFigure.height}
                  loading="lazy"
                  decoding="async"
                />
              </figure>
            )}
          </li>
        ))}
      </ol>
      {section.note && (
        // A note of the section, not a landmark: a page has one per section, all alike.
        <div className={s.note} role="note" aria-label={noteLabel}>
          <RichText html={section.note} />
        </div>
      )}
    </section>
  );
}
