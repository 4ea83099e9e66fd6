import type { Guide, GuideSection } from '../../domain/content/guides';
import { translation } from '../../domain/content/translate';
import type { Locale } from '../../domain/locale';
import { NotFoundError, type LoaderContext } from '../../routing/page-types';
import { guideQueries as q } from './queries';

export type IndexKind = 'setup-pc' | 'routers';

/** A guide as a card or a link: in the page's language only. */
export interface GuideCard {
  id: number;
  url_key: string;
  icon: string;
  title: string;
  summary: string;
}

export interface GuideIndexData {
  kind: IndexKind;
  guides: GuideCard[];
}

export interface GuideData {
  kind: IndexKind;
  url_key: string;
  title: string;
  summary: string;
  date_updated: string;
  sections: GuideSection[];
  /** The other guides of the same kind, in their order. */
  others: GuideCard[];
  meta: { title: string; description: string };
}

const card = (g: Guide, locale: Locale): GuideCard => {
  const tr = translation(g.translations, locale);
  return { id: g.id, url_key: g.url_key, icon: g.icon, title: tr.title, summary: tr.summary };
};

function readKind({ content }: LoaderContext, kind: IndexKind): Promise<Guide[]> {
  const def = kind === 'routers' ? q.routers : q.setupPc;
  return def.read(content);
}

async function loadIndex(ctx: LoaderContext, kind: IndexKind): Promise<GuideIndexData> {
  const guides = (await readKind(ctx, kind)).filter((g) => g.kind === kind);
  return { kind, guides: guides.map((g) => card(g, ctx.locale)) };
}

export const loadSetupPcIndex = (ctx: LoaderContext) => loadIndex(ctx, 'setup-pc');
export const loadRoutersIndex = (ctx: LoaderContext) => loadIndex(ctx, 'routers');

/**
 * One guide of the given index (the route says which). Reads the index's fixed query and
 * picks the guide in code; a key of another kind (or the TV guide) is a 404.
 */
export async function loadGuide(ctx: LoaderContext, kind: IndexKind): Promise<GuideData> {
  const guides = (await readKind(ctx, kind)).filter((g) => g.kind === kind);
  const guide = guides.find((g) => g.url_key === ctx.params.key);
  if (!guide) throw new NotFoundError(`No ${kind} guide ${ctx.params.key ?? ''}`);
  const tr = translation(guide.translations, ctx.locale);
  return {
    kind,
    url_key: guide.url_key,
    title: tr.title,
    summary: tr.summary,
    date_updated: guide.date_updated,
    sections: tr.sections,
    others: guides.filter((g) => g !== guide).map((g) => card(g, ctx.locale)),
    meta: { title: tr.title, description: tr.summary },
  };
}
