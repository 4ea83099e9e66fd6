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
    q.servers.read(content),
    tariffQueries.tariffs.read(content),
  ]);
  return { servers, tariffs };
}
