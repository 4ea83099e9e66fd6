import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { TvChannel, TvChannelCategory, TvTariff } from '../../domain/content/tv';
import { useSiteData } from '../../data/site-data';
import { translation } from '../../domain/content/translate';
import { type ChannelView, channelView, matchChannels } from '../../domain/tv-channels';
import { useLocale } from '../../i18n/use-locale';
import * as f from '../../ui/form.css';
import { useOnline } from '../../offline/use-online';
import { button } from '../../ui/button.css';
import { type ChannelFilter, fetchTvChannels } from './channels-api';
import { useTvWords } from './words';
import * as s from './tv.css';

/** Channels shown before the list is expanded. */
export const collapsedCount = 24;

/**
 * The channels the filter keeps: asked of the channel API online, found in the loaded list
 * offline or if the API fails (the same filter, src/domain/tv-channels.ts).
 */
function useFilteredChannels(filter: ChannelFilter, local: ChannelView[]): ChannelView[] {
  const locale = useLocale();
  const online = useOnline();
  const { productApi } = useSiteData();
  const key = JSON.stringify(filter);
  const [remote, setRemote] = useState<{ key: string; items: ChannelView[] } | null>(null);
  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchTvChannels(JSON.parse(key) as ChannelFilter, locale, productApi ?? null, controller.signal)
        .then((items) => setRemote({ key, items }))
        .catch(() => undefined);
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, locale, online, productApi]);
  return online && remote?.key === key ? remote.items : local;
}

/** The channel list: a category, a tariff and a search narrow it; it opens to all of them and closes again. */
export function ChannelList({
  channels,
  categories,
  tariffs,
  onFootball,
}: {
  channels: readonly TvChannel[];
  categories: readonly TvChannelCategory[];
  /** The tariffs whose channels the list holds (any of them, or one chosen). */
  tariffs: readonly TvTariff[];
  onFootball: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const words = useTvWords();
  // Not useId: the list hydrates on a root of its own, where React's ids differ from the server's.
  const id = 'channel-list';
  const [category, setCategory] = useState('');
  const [tariff, setTariff] = useState('');
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // On an islands-mode page the visitor may type or choose before the list hydrates: what the
  // fields hold then is where the list starts.
  useEffect(() => {
    const fields = form.current?.elements;
    const value = (name: string) => (fields?.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value ?? '';
    setSearch(value('search'));
    setCategory(value('category'));
    setTariff(value('tariff'));
  }, []);

  const ours = useMemo(() => channels.filter((c) => c.tariffs.some((x) => tariffs.some((tt) => tt.id === x))), [channels, tariffs]);
  const filter: ChannelFilter = {
    category: category || undefined,
    search: search.trim() || undefined,
    tariff: tariff ? Number(tariff) : undefined,
    provider: tariff ? undefined : tariffs[0]?.tv_provider,
  };
  const local = useMemo(
    () => matchChannels({ channels: ours, categories, tariffs }, filter).map((c) => channelView(c, categories, locale)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the filter's parts are the deps
    [ours, categories, tariffs, category, search, tariff, locale],
  );
  const shown = useFilteredChannels(filter, local);
  const visible = expanded ? shown : shown.slice(0, collapsedCount);
  const counted = ours.filter((c) => !category || categories.find((x) => x.code === category)?.id === c.category);

  return (
    <div className={s.block}>
      <form ref={form} className={s.filters} role="search" aria-label={t`Channel search`} onSubmit={(e) => e.preventDefault()}>
        <div className={f.field}>
          <label className={f.label} htmlFor={`${id}-search`}>
            <Trans>Channel name</Trans>
          </label>
          <input id={`${id}-search`} className={f.input} type="search" name="search" value={search} maxLength={50} onChange={(e) => setSearch(e.target.value)} placeholder={t`For example, news`} />
        </div>
        <div className={f.field}>
          <label className={f.label} htmlFor={`${id}-category`}>
            <Trans>Channel category</Trans>
          </label>
          <select id={`${id}-category`} className={f.select} name="category" value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">{t`All categories`}</option>
            {categories.map((c) => (
              <option key={c.code} value={c.code}>
                {locale === 'ru' ? c.name_ru : c.name_ukr}
              </option>
            ))}
          </select>
        </div>
        <div className={f.field}>
          <label className={f.label} htmlFor={`${id}-tariff`}>
            <Trans>Tariff</Trans>
          </label>
          <select id={`${id}-tariff`} className={f.select} name="tariff" value={tariff} onChange={(e) => setTariff(e.target.value)}>
            <option value="">{t`All tariffs`}</option>
            {tariffs.map((x) => (
              <option key={x.id} value={String(x.id)}>
                {translation(x.translations, locale).name}
              </option>
            ))}
          </select>
        </div>
      </form>
      <p className={s.muted} role="status">
        {shown.length === 0 ? t`No channel matches: try another name or category.` : t`Found: ${words.channels(shown.length)} of ${counted.length}`}
      </p>
      <ul className={s.channels} id={`${id}-list`} aria-label={t`Channels`}>
        {visible.map((c) => (
          <li key={c.id} className={s.channel} data-category={c.category}>
            <span className={s.channelName}>
              <span>{c.name}</span>
              <span className={s.channelCategory}>{c.category_name}</span>
            </span>
            {c.hd && <span className={s.tag}>HD</span>}
            {c.football && (
              <button type="button" className={s.footballButton} onClick={onFootball} aria-label={t`Football: how to watch ${c.name}`}>
                <Trans>Football</Trans>
              </button>
            )}
          </li>
        ))}
      </ul>
      {shown.length > collapsedCount && (
        <div>
          <button type="button" className={button.outline} aria-expanded={expanded} aria-controls={`${id}-list`} onClick={() => setExpanded(!expanded)}>
            {expanded ? t`Collapse the list` : t`Show all ${words.channels(shown.length)}`}
          </button>
        </div>
      )}
    </div>
  );
}
