import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import type { TvChannel, TvChannelCategory, TvTariff } from '../../domain/content/tv';
import { translation } from '../../domain/content/translate';
import { pick } from '../../domain/locale';
import { useLocale } from '../../i18n/use-locale';
import { useTvWords } from './words';
import * as s from './tv.css';

/**
 * Packages side by side: price, counts, devices, archive, sport, and channels per category.
 * On a phone the table scrolls inside its own labelled region.
 */
export function CompareTable({ caption, tariffs, channels, categories }: { caption: string; tariffs: readonly TvTariff[]; channels: readonly TvChannel[]; categories: readonly TvChannelCategory[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const words = useTvWords();
  const id = useId();
  const yes = t`Yes`;
  const no = t`No`;
  const rows: [string, (x: TvTariff) => ReactNode][] = [
    [
      t`Price per 30 days`,
      (x) => {
        const price = words.money(x.price);
        return t`${price} UAH`;
      },
    ],
    [t`Channels`, (x) => words.number(x.count_channels)],
    [t`Films and series`, (x) => (x.movies > 0 ? words.number(x.movies) : '—')],
    [t`Devices at once`, (x) => words.number(x.devices)],
    [t`Programme archive, days`, (x) => words.number(x.archive_days)],
    [t`Sport channels`, (x) => (x.sport ? yes : no)],
    [t`HD channels`, (x) => words.number(channels.filter((c) => c.hd && c.tariffs.includes(x.id)).length)],
    ...categories.map(
      (cat): [string, (x: TvTariff) => ReactNode] => [pick(locale, cat.name_ukr, cat.name_ru), (x) => words.number(channels.filter((c) => c.category === cat.id && c.tariffs.includes(x.id)).length)],
    ),
  ];
  return (
    <>
      <p className={s.scrollHint} aria-hidden="true">
        <Trans>Swipe the table sideways to see every package.</Trans>
      </p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must take focus to scroll by keyboard */}
      <div className={s.scroller} role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <table className={s.table}>
          <caption id={`${id}-caption`} className={s.caption}>
            {caption}
          </caption>
          <thead>
            <tr>
              <td className={s.rowHead} />
              {tariffs.map((x) => (
                <th key={x.id} scope="col" className={s.cell}>
                  {translation(x.translations, locale).name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row" className={s.rowHead}>
                  {label}
                </th>
                {tariffs.map((x) => (
                  <td key={x.id} className={s.cell}>
                    {value(x)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
