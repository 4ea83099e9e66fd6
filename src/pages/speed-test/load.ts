import { tariffQueries } from '../../data/tariff-queries';
import type { SpeedTestServerItem } from '../../domain/content/speedtest';
import type { InternetTariff } from '../../domain/content/tariffs';
import type { LoaderContext } from '../../routing/page-types';
import { speedTestQueries as q } from './queries';

export interface SpeedTestData {
  servers: SpeedTestServerItem[];
  /** The tariffs, for the "your plan" picker (the tariff pages' own read, kept offline too). */
  tariffs: InternetTariff[];
}

export async function loadSpeedTest({ content }: LoaderContext): Promise<SpeedTestData> {
  const [servers, tariffs] = await Promise.all([
    content.items(q.servers.collection, q.servers.query),
    content.items(tariffQueries.tariffs.collection, tariffQueries.tariffs.query),
  ]);
  return { servers, tariffs };
}
