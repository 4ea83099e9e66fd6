import type { Slide } from '../../domain/content/site';
import { translation } from '../../domain/content/translate';
import type { Locale } from '../../domain/locale';
import { AppLink } from '../../routing/app-link';
import { type RouteName, paths } from '../../routing/paths';
import { ContentPicture } from '../../ui/content-picture';
import { container } from '../../ui/container.css';
import * as s from './hero-slider.css';

function SlideLink({ link, children }: { link: string; children: string }) {
  if (Object.hasOwn(paths, link)) {
    return (
      <AppLink to={link as RouteName} className={s.cta}>
        {children}
      </AppLink>
    );
  }
  return (
    <a href={link} className={s.cta} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** One banner: the text on the left, its illustration behind. */
export function SlideView({ slide, locale, first }: { slide: Slide; locale: Locale; first: boolean }) {
  const tr = translation(slide.translations, locale);
  return (
    <div className={s.slide}>
      <ContentPicture
        className={s.picture}
        asset={slide.image}
        alt={tr.alt}
        fit="xMaxYMid slice"
        width={1200}
        height={480}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding="async"
      />
      <div className={`${container} ${s.text}`}>
        <p className={s.title}>{tr.title}</p>
        <p className={s.lead}>{tr.text}</p>
        <SlideLink link={slide.link}>{tr.button}</SlideLink>
      </div>
    </div>
  );
}
