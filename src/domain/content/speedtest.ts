import { type } from 'arktype';
import { Status } from './common';

/**
 * A speed-test server (collection speedtest): any server speaking the LibreSpeed protocol.
 * The test picks the nearest by latency.
 */
export const SpeedTestServerItem = type({
  id: 'number.integer > 0',
  status: Status,
  position: 'number.integer',
  name_ukr: 'string > 0',
  name_ru: 'string > 0',
  /** Base URL of the endpoints, ending in "/": "/speedtest/" for this server. */
  url: /^(\/|https:\/\/)\S*\/$/,
});
export type SpeedTestServerItem = typeof SpeedTestServerItem.infer;
