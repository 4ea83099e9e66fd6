import { type } from 'arktype';
import { Status } from './common';

/** An endpoint's URL: a path of this server, https for another, plain http only on this machine; no query, no credentials. */
const endpointUrl = /^(\/(?!\/)[^\s?#]*|https:\/\/[^/\s?#@]+\/[^\s?#]*|http:\/\/(127\.0\.0\.1|localhost)(:\d{1,5})?\/[^\s?#]*)$/;

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
  url: /^(\/(?!\/)\S*\/|https:\/\/[^/\s?#@]+\/(\S*\/)?|http:\/\/(127\.0\.0\.1|localhost)(:\d{1,5})?\/(\S*\/)?)$/,
  /** A server of a LibreSpeed list (SPEEDTEST_SERVER_LIST) names its endpoints: by the same rule, any ending. */
  'endpoints?': {
    download: endpointUrl,
    upload: endpointUrl,
    ping: endpointUrl,
    ip: endpointUrl,
  },
});
export type SpeedTestServerItem = typeof SpeedTestServerItem.infer;
