import type { SpeedTestServerItem } from '../../domain/content/speedtest';
import type { LoaderContext } from '../../routing/page-types';
import { speedTestQueries as q } from './queries';

export interface SpeedTestData {
  servers: SpeedTestServerItem[];
}

export async function loadSpeedTest({ content }: LoaderContext): Promise<SpeedTestData> {
  return { servers: await content.items(q.servers.collection, q.servers.query) };
}
