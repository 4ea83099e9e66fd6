/** Configuration from the environment: one schema, checked once at start, that is also its type. */
import { resolve } from 'node:path';
import { type } from 'arktype';
import { defaultProductApiConfig } from '../src/domain/product-api-config';
import { email, flag, hosts, ipAddress, oneLine, oneOf, origin, portRange, rate, secret, subnets, text, tileUrl, trustProxy, url, urlOrPath, wholeNumber } from './env-values';
import { defaultLossConfig } from './speedtest/loss/sessions';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Every variable the server reads (docs/configuration.md), and what the server makes of them. */
export const Config = type({
  PORT: wholeNumber(0, 65535, 8080),
  HOST: text('0.0.0.0'),
  DATA_DIR: text('data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  CONTENT_DIR: text('content'),
  PUBLIC_ORIGIN: origin,
  ALLOWED_HOSTS: hosts,
  CLIENT_NETWORKS: subnets,
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: oneOf(logLevels, 'info'),
  READ_RATE_LIMIT: rate('600/10'),
  FORM_RATE_LIMIT: rate('10/600'),
  CAPTCHA_MAX_COUNTER: wholeNumber(10, 10_000_000, 20_000),
  ALTCHA_HMAC_KEY: secret(32),
  ADMIN_TOKEN: secret(16),
  CRM_WEBHOOK_URL: url(['http:', 'https:']),
  HANDOFF_RETRY_BASE_MS: wholeNumber(10, 3_600_000, 30_000),
  SMTP_URL: url(['smtp:', 'smtps:']),
  MAIL_FROM: email('site@zorianet.example'),
  MAIL_TO_HR: email('hr@zorianet.example'),
  MAIL_TO_DIRECTOR: email('director@zorianet.example'),
  // At least the 7 days a key's answer is kept, so a replay still finds its submission.
  SUBMISSION_RETENTION_DAYS: wholeNumber(8, 3650, 180),
  PAGE_CACHE: oneOf(['on', 'off'], 'on'),
  PAGE_CACHE_STATS: flag,
  PART_CACHE: oneOf(['on', 'off'], 'on'),
  ISLANDS: oneOf(['on', 'off'], 'on'),
  SPEEDTEST_COUNTERS: flag,
  SPEEDTEST_ONLY: flag,
  SPEEDTEST_SERVER_LIST: text(''),
  LOSS_ICE_ADDRESS: ipAddress,
  LOSS_UDP_PORTS: portRange,
  LOSS_MAX_SESSIONS: wholeNumber(1, 1000, defaultLossConfig.maxSessions),
  MAP_TILE_URL: tileUrl,
  MAP_TILE_ATTRIBUTION: text(''),
  CRM_BASE_URL: urlOrPath,
  NEW_CRM_BASE_URL: urlOrPath,
  CRM_AUTHORIZATION: oneLine,
  SMS_GATEWAY_URL: url(['http:', 'https:']),
  REGISTRATION_DEMO: oneOf(['on', 'off'], 'on'),
}).pipe((env) => ({
  port: env.PORT,
  host: env.HOST,
  /** Relative to the project folder (loadConfig resolves it). */
  dataDir: env.DATA_DIR,
  /** PostgreSQL that several instances share; null: the SQLite file under DATA_DIR. */
  databaseUrl: env.DATABASE_URL,
  contentDir: env.CONTENT_DIR,
  /** Public origin for canonical links ("https://zorianet.example"); else taken from the request. */
  publicOrigin: env.PUBLIC_ORIGIN,
  /** Hosts that may appear in absolute links when PUBLIC_ORIGIN is unset; null: the listening address and localhost. */
  allowedHosts: env.ALLOWED_HOSTS,
  /** Subnets of the provider's network: visitors from them are clients (whoami). */
  clientNetworks: env.CLIENT_NETWORKS,
  /** Whose X-Forwarded-* headers count: nobody's (false), or the proxies' addresses, subnets and range names. */
  trustProxy: env.TRUST_PROXY,
  logLevel: env.LOG_LEVEL,
  /** Reads of /content/ and /api/v1/ per client address within the window. */
  readRateLimit: env.READ_RATE_LIMIT,
  /** The forms' outside services and limits: all optional, with safe local defaults. */
  forms: {
    /** Submissions per address per endpoint within the window. */
    rateLimit: env.FORM_RATE_LIMIT,
    /** Upper bound of the proof-of-work counter: the mean work is about two thirds of it. */
    captchaMaxCounter: env.CAPTCHA_MAX_COUNTER,
    /** HMAC secret of the challenges; null: generated once and kept in DATA_DIR. */
    captchaSecret: env.ALTCHA_HMAC_KEY,
    /** Bearer token of GET /api/v1/admin/submissions; null: the route is off. */
    adminToken: env.ADMIN_TOKEN,
    /** Where each submission is POSTed for the CRM; null: kept for staff to read. */
    crmWebhookUrl: env.CRM_WEBHOOK_URL,
    /** First retry delay of the CRM and mail hand-off, doubled each time (at most an hour). */
    retryBaseMs: env.HANDOFF_RETRY_BASE_MS,
    /** SMTP server for the e-mails; null: written as .eml files under DATA_DIR/mail. */
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailToHr: env.MAIL_TO_HR,
    mailToDirector: env.MAIL_TO_DIRECTOR,
    /** Days a submission (its file and e-mails) is kept before it is deleted. */
    retentionDays: env.SUBMISSION_RETENTION_DAYS,
  },
  /**
   * off: every page rendered on every request; stats: GET /__page-cache exists (tests, bench);
   * parts: the layout's parts rendered once per menu state (src/ui/frozen.tsx), off for comparing.
   */
  pageCache: { enabled: env.PAGE_CACHE === 'on', stats: env.PAGE_CACHE_STATS, parts: env.PART_CACHE === 'on' },
  /** off: every page hydrates whole, as before islands (docs/islands.md): for comparing the two. */
  islands: env.ISLANDS === 'on',
  /** Whether GET /speedtest/counters exists: only the speed bench and the end-to-end test read it. */
  speedtestCounters: env.SPEEDTEST_COUNTERS,
  /** A measurement server only: `/speedtest/*` (with CORS) and `/healthz`, no pages, content or forms. */
  speedtestOnly: env.SPEEDTEST_ONLY,
  /** A LibreSpeed server-list file whose servers replace content/speedtest.json's; null: that file's. */
  speedtestServerList: env.SPEEDTEST_SERVER_LIST || null,
  /** The speed test's packet-loss sessions over WebRTC. */
  loss: { ...defaultLossConfig, iceAddress: env.LOSS_ICE_ADDRESS, udpPorts: env.LOSS_UDP_PORTS, maxSessions: env.LOSS_MAX_SESSIONS },
  /** The coverage map's tile server; null: no tiles, areas on a plain background. */
  mapTiles: env.MAP_TILE_URL === null ? null : { url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION.trim() },
  /** The registration: SMS gateway (null: messages written to DATA_DIR/sms-outbox and the log) and the demo applications (README). */
  registration: { smsGatewayUrl: env.SMS_GATEWAY_URL, demo: env.REGISTRATION_DEMO === 'on' },
  /** The browser's product API client: the CRM bases and the old CRM's static header. */
  productApi: { ...defaultProductApiConfig, crmBase: env.CRM_BASE_URL, newCrmBase: env.NEW_CRM_BASE_URL, crmAuthorization: env.CRM_AUTHORIZATION },
}));

export type Config = typeof Config.infer;
export type FormsConfig = Config['forms'];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Every bad variable in one message; `root` is the folder relative directories are in. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): Config {
  const config = Config(env);
  if (config instanceof type.errors) throw new ConfigError(config.map((error) => error.message).join('; '));
  const speedtestServerList = config.speedtestServerList === null ? null : resolve(root, config.speedtestServerList);
  return { ...config, dataDir: resolve(root, config.dataDir), contentDir: resolve(root, config.contentDir), speedtestServerList };
}
