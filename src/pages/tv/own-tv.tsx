import { Trans, useLingui } from '@lingui/react/macro';
import { translation } from '../../domain/content/translate';
import { useLocale } from '../../i18n/use-locale';
import { AppLink } from '../../routing/app-link';
import { button } from '../../ui/button.css';
import { container } from '../../ui/container.css';
import { island } from '../../ui/island';
import { OfflineSavedNote } from '../../ui/offline-saved-note';
import TvChannels, { fetchedProps, listedChannels } from './channels.island';
import { CompareTable } from './compare-table';
import type { TvData } from './load';
import { TvTariffGrid } from './tariff-card';
import { TvProducts } from './tv-products';
import { useTvWords } from './words';
import * as s from './tv.css';

const tariffsId = 'tv-tariffs';

// The channel list and the football notice wake when the list comes near the viewport.
const Channels = island('pages/tv/channels.island', TvChannels, { fetched: fetchedProps });

/** /tv: the provider's own TV: promo, tariffs, the channel list, the comparison, the app. */
export function OwnTvPage({ data }: { data: TvData }) {
  const { tariffs, channels, categories, terms } = data;
  const { t } = useLingui();
  const words = useTvWords();
  const tr = translation(terms.translations, useLocale());
  const packages = tariffs.filter((x) => x.kind === 'package');
  const perDay = words.money(terms.football_per_day);
  // The figures of the fullest package, counted in the channel list it carries.
  const counted = packages.map((p) => ({ all: channels.filter((c) => c.tariffs.includes(p.id)), p }));
  const top = counted.reduce((a, b) => (b.all.length > a.all.length ? b : a), counted[0] ?? { all: [], p: null });
  const topCount = words.number(top.all.length);
  const topHd = words.number(top.all.filter((c) => c.hd).length);
  const freeInApp = words.number(terms.app_free_channels);
  // The list's island carries only the channels it can show.
  const listed = listedChannels(channels, tariffs);
  const facts = [
    [topCount, t`channels on the top tariff`],
    [topHd, t`of them in HD`],
    [words.number(terms.devices_free), t`devices at once without paying more`],
    [words.number(terms.archive_days), t`days of programme archive`],
    [perDay, t`UAH a day: football channels`],
  ];
  return (
    <div className={`${container} ${s.page}`}>
      <section className={s.promo} aria-labelledby="tv-promo">
        <h1 className={`${s.h1} ${s.promoTitle}`} id="tv-promo">
          {tr.promo_title}
        </h1>
        <p className={s.lead}>{tr.promo_text}</p>
        <ul className={s.facts}>
          {facts.map(([figure, text]) => (
            <li key={text} className={s.fact}>
              <span className={s.factFigure}>{figure}</span>
              <span>{text}</span>
            </li>
          ))}
        </ul>
        <OfflineSavedNote />
      </section>

      <TvProducts internet={data.internet} own={tariffs} />

      <section className={s.block} aria-labelledby={tariffsId}>
        <h2 className={s.h2} id={tariffsId} tabIndex={-1}>
          <Trans>ZoriaNet TV tariffs</Trans>
        </h2>
        <TvTariffGrid tariffs={tariffs} />
        <p className={s.muted}>
          <Trans>
            Prices are per 30-day billing period. Up to {terms.devices_free} devices watch at once without paying more, up to {terms.devices_top} on the top tariff. With a media player from
            our shop, {terms.player_trial_days} days of TV are free.
          </Trans>
        </p>
      </section>

      <Channels
        channels={listed}
        categories={categories}
        tariffs={tariffs}
        footballPerDay={terms.football_per_day}
        footballTitle={tr.football_title}
        footballText={tr.football_text}
        tariffsId={tariffsId}
      />

      <section className={s.block} aria-labelledby="tv-compare">
        <h2 className={s.h2} id="tv-compare">
          <Trans>Tariff comparison</Trans>
        </h2>
        <CompareTable caption={t`ZoriaNet TV tariffs side by side`} tariffs={packages} channels={channels} categories={categories} />
      </section>

      <section className={s.note} aria-labelledby="tv-app">
        <h2 className={s.h2} id="tv-app">
          {tr.app_title}
        </h2>
        <p className={s.muted}>{tr.app_text}</p>
        <p className={s.lead} data-fact="app-free-channels">
          <Trans>{freeInApp}+ free channels and themed streams in the app without any tariff: a catalogue of its own, apart from the channel list above.</Trans>
        </p>
        <ul className={s.list}>
          {tr.app_points.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
        <div className={s.links}>
          <AppLink to="faq-category" params={{ url_key: 'tv-setup' }} className={button.outline}>
            <Trans>How to set up TV</Trans>
          </AppLink>
          <AppLink to="sweet-tv" className={button.outline}>
            SWEET.TV
          </AppLink>
          <AppLink to="megogo" className={button.outline}>
            MEGOGO
          </AppLink>
        </div>
      </section>
    </div>
  );
}
