import type { InternetTariff } from '../../domain/content/tariffs';
import type { Partner, TvChannel, TvChannelCategory, TvTariff, TvTerms } from '../../domain/content/tv';
import { tariffQueries } from '../../data/tariff-queries';
import { tvProviders } from '../../domain/tv-providers';
import { translation } from '../../domain/content/translate';
import { type LoaderContext, NotFoundError, type PageMeta } from '../../routing/page-types';
import { tvQueries as q } from './queries';

export type PartnerCode = Partner['code'];

/** Which TV page a route shows. */
export type TvView = 'tv' | PartnerCode | `${PartnerCode}-compare`;

export interface TvData {
  view: 'tv';
  /** The tariffs this page offers, in order: the own TV's on /tv, a partner's on its pages. */
  tariffs: TvTariff[];
  channels: TvChannel[];
  categories: TvChannelCategory[];
  terms: TvTerms;
  /** On /tv: the internet tariffs and the partner TV each includes, to say which TV comes with which. */
  internet: Pick<InternetTariff, 'id' | 'type_tp' | 'translations' | 'included_tv_tariff' | 'included_megogo_tariff'>[];
}

export interface PartnerData extends Omit<TvData, 'view' | 'internet'> {
  view: 'partner' | 'compare';
  partner: Partner;
  meta: PageMeta;
}

async function read({ content }: LoaderContext) {
  const [tariffs, channels, categories, partners, terms] = await Promise.all([
    q.tariffs.read(content),
    q.channels.read(content),
    q.categories.read(content),
    q.partners.read(content),
    q.terms.read(content),
  ]);
  if (!terms[0]) throw new Error('tv_terms has no published item');
  return { tariffs, channels, categories, partners, terms: terms[0] };
}

/** /tv: the own TV's tariffs and add-ons, the channel list, the figures, the internet tariffs' TV. */
export async function loadTv(ctx: LoaderContext): Promise<TvData> {
  const [{ tariffs, channels, categories, terms }, internet] = await Promise.all([read(ctx), tariffQueries.tariffs.read(ctx.content)]);
  return {
    view: 'tv',
    tariffs: tariffs.filter((t) => t.tv_provider === tvProviders.own),
    channels,
    categories,
    terms,
    internet: internet
      .filter((t) => t.type_tp !== 'business')
      .map(({ id, type_tp, translations, included_tv_tariff, included_megogo_tariff }) => ({ id, type_tp, translations, included_tv_tariff, included_megogo_tariff })),
  };
}

/** /sweet-tv, /megogo and their comparisons: the partner's packages, its words and FAQ. */
async function loadPartner(ctx: LoaderContext, code: PartnerCode, view: PartnerData['view']): Promise<PartnerData> {
  const { tariffs, channels, categories, partners, terms } = await read(ctx);
  const partner = partners.find((p) => p.code === code);
  if (!partner) throw new NotFoundError(`No partner ${code}`);
  const own = tariffs.filter((t) => t.tv_provider === partner.id);
  // Only the comparison counts channels: the packages page does not carry the list.
  return { view, tariffs: own, channels: view === 'compare' ? channels : [], categories, terms, partner, meta: { description: translation(partner.translations, ctx.locale).intro } };
}

/** Every TV route's loader: the own TV page, a partner's page or its comparison. */
export function loadTvView(ctx: LoaderContext, view: TvView): Promise<TvData | PartnerData> {
  if (view === 'tv') return loadTv(ctx);
  if (view.endsWith('-compare')) return loadPartner(ctx, view.slice(0, -'-compare'.length) as PartnerCode, 'compare');
  return loadPartner(ctx, view as PartnerCode, 'partner');
}
