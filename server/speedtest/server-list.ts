/**
 * LibreSpeed's server-list format (its multi-server page's SPEEDTEST_SERVERS, librespeed-cli's
 * --server-json): a provider's existing list becomes the `speedtest` collection. Each entry's
 * endpoints are LibreSpeed's: the server's URL and the endpoint's path joined as they are.
 */
import { readFileSync } from 'node:fs';
import { type } from 'arktype';
import { SpeedTestServerItem } from '../../src/domain/content/speedtest';
import { ContentError } from '../content/content-store';

/** More would be probed at once by every visitor's test: the provider's towns fit well within it. */
export const maxListedServers = 20;

const LibreSpeedServer = type({
  'id?': 'number.integer > 0',
  name: 'string > 0',
  server: 'string > 0',
  dlURL: 'string',
  ulURL: 'string',
  pingURL: 'string',
  getIpURL: 'string',
  // Fields of other LibreSpeed versions (sponsorName, sponsorURL, ...) are read past.
  '+': 'delete',
});
const LibreSpeedServerList = LibreSpeedServer.array().atLeastLength(1).atMostLength(maxListedServers);
type LibreSpeedServer = typeof LibreSpeedServer.infer;

/** "//host/path" is LibreSpeed's "the page's own protocol": a page served over https asks https. */
const absolute = (url: string) => (url.startsWith('//') ? `https:${url}` : url);

/** The entry as an item of the `speedtest` collection, or the reason it cannot be one. */
export function itemFromLibreSpeed(entry: LibreSpeedServer, index: number): SpeedTestServerItem | string {
  const server = absolute(entry.server.trim());
  const join = (path: string) => absolute(server + path.trim());
  const item = {
    id: entry.id ?? index + 1,
    status: 'published',
    position: index + 1,
    name_ukr: entry.name.trim(),
    name_ru: entry.name.trim(),
    // The base of this site's own extra endpoints (what the server received): the server's folder.
    url: server.endsWith('/') ? server : `${server}/`,
    endpoints: { download: join(entry.dlURL), upload: join(entry.ulURL), ping: join(entry.pingURL), ip: join(entry.getIpURL) },
  };
  const out = SpeedTestServerItem(item);
  return out instanceof type.errors ? out.summary : out;
}

/** The list in `file`, as the `speedtest` collection's items; a bad list stops the start with its reason. */
export function readLibreSpeedList(file: string): SpeedTestServerItem[] {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ContentError(`SPEEDTEST_SERVER_LIST ${file}: ${(error as Error).message}`);
  }
  const list = LibreSpeedServerList(raw);
  if (list instanceof type.errors) throw new ContentError(`SPEEDTEST_SERVER_LIST ${file}: ${list.summary}`);
  const ids = new Set<number>();
  return list.map((entry, index) => {
    const item = itemFromLibreSpeed(entry, index);
    if (typeof item === 'string') throw new ContentError(`SPEEDTEST_SERVER_LIST ${file}: server ${index} ("${entry.name}"): ${item}`);
    if (ids.has(item.id)) throw new ContentError(`SPEEDTEST_SERVER_LIST ${file}: server ${index}: duplicate id ${item.id}`);
    ids.add(item.id);
    return item;
  });
}
