/**
 * /tv's channel list with the football notice as one island: the "About football channels"
 * button, the list's football buttons and the notice they open talk to each other.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { httpContentSource } from '../../data/content-source';
import type { TvChannel, TvChannelCategory, TvTariff } from '../../domain/content/tv';
import { button } from '../../ui/button.css';
import { ChannelList } from './channel-list';
import { FootballModal } from './football-modal';
import { tvQueries } from './queries';
import { useTvWords } from './words';
import * as s from './tv.css';

export interface TvChannelsProps {
  channels: readonly TvChannel[];
  categories: readonly TvChannelCategory[];
  tariffs: readonly TvTariff[];
  footballPerDay: number;
  footballTitle: string;
  footballText: string;
  /** The id of the tariffs' heading: "Choose tariff" in the notice leads there. */
  tariffsId: string;
}

/** The fetched props: the page's wrapper leaves them out (`fetched` in own-tv.tsx). */
export const fetchedProps = ['channels', 'categories'] as const;

/** The channels the list can show: those of at least one of the page's tariffs. */
export const listedChannels = (channels: readonly TvChannel[], tariffs: readonly TvTariff[]) => channels.filter((c) => c.tariffs.some((id) => tariffs.some((x) => x.id === id)));

/**
 * The channel list and its categories, read again from the content when the island wakes (the
 * service worker keeps them for offline use): carried in the page they were two thirds of its HTML.
 */
export async function fetchProps(carried: Omit<TvChannelsProps, (typeof fetchedProps)[number]>): Promise<TvChannelsProps> {
  const content = httpContentSource();
  const [channels, categories] = await Promise.all([tvQueries.channels.read(content), tvQueries.categories.read(content)]);
  return { ...carried, channels: listedChannels(channels, carried.tariffs), categories };
}

export default function TvChannels({ channels, categories, tariffs, footballPerDay, footballTitle, footballText, tariffsId }: TvChannelsProps) {
  const words = useTvWords();
  const [football, setFootball] = useState(false);
  const perDay = words.money(footballPerDay);
  const toTariffs = useRef(false);
  // After the modal has closed (and given focus back to its opener): the tariffs take it.
  useEffect(() => {
    if (football || !toTariffs.current) return;
    toTariffs.current = false;
    const target = document.getElementById(tariffsId);
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    target?.focus({ preventScroll: true });
  }, [football, tariffsId]);
  const chooseTariff = () => {
    toTariffs.current = true;
    setFootball(false);
  };
  return (
    <>
      <div className={s.football}>
        <p className={s.lead}>
          <Trans>Football channels: from {perDay} UAH a day.</Trans>
        </p>
        <button type="button" className={button.primary} onClick={() => setFootball(true)}>
          <Trans>About football channels</Trans>
        </button>
      </div>

      <section className={s.block} aria-labelledby="tv-channels">
        <h2 className={s.h2} id="tv-channels">
          <Trans>Channel list</Trans>
        </h2>
        <ChannelList channels={channels} categories={categories} tariffs={tariffs} onFootball={() => setFootball(true)} />
      </section>

      <FootballModal open={football} title={footballTitle} text={footballText} onClose={() => setFootball(false)} onChoose={chooseTariff} />
    </>
  );
}
