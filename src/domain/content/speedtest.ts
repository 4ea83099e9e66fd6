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
  /**
   * Base URL of the endpoints, ending in "/": a path of this server ("/speedtest/", never "//host"),
   * https for another; plain http only on this machine (a page served over https cannot call it).
   */
  url: /^(\/(?!\/)\S*\/|https:\/\/[^/\s]+\/(\S*\/)?|http:\/\/(127\.0\.0\.1|localhost)(:\d{1,5})?\/(\S*\/)?)$/,
});
export type SpeedTestServerItem = typeof SpeedTestServerItem.infer;
