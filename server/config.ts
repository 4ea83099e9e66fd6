/** Configuration from the environment, checked once at start with a message naming the bad variable. */
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { type MapTiles, tileSource } from '../src/domain/map-tiles';
import { defaultProductApiConfig, type ProductApiConfig } from '../src/domain/product-api-config';
import { defaultLossConfig, type LossConfig } from './speedtest/loss/sessions';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  contentDir: string;
  /** Public origin for canonical links ("https://zorianet.example"); else taken from the request. */
  publicOrigin: string | null;
  /** Hosts that may appear in absolute links when PUBLIC_ORIGIN is unset; null: the listening address and localhost. */
  allowedHosts: string[] | null;
  /** Subnets of the provider's network: visitors from them are clients (whoami). */
  clientNetworks: { address: string; prefix: number; family: 'ipv4' | 'ipv6' }[];
  /**
   * Whose X-Forwarded-* headers count: nobody's (false), or the proxies' addresses and subnets.
   * Never every peer's: a client's own X-Forwarded-For would then name any address it likes (a
   * fresh rate-limit bucket per request, a client network's address).
   */
  trustProxy: false | string[];
  logLevel: string;
  /** Reads of /content/ and /api/v1/ per client address within the window (READ_RATE_LIMIT). */
  readRateLimit: { max: number; windowMs: number };
  forms: FormsConfig;
  /** Whether GET /speedtest/counters exists: only the speed bench and the end-to-end test read it. */
  speedtestCounters: boolean;
  /** The speed test's packet-loss sessions over WebRTC (LOSS_*). */
  loss: LossConfig;
  /** The coverage map's tile server (MAP_TILE_URL); null: no tiles, areas on a plain background. */
  mapTiles: MapTiles | null;
  /** The browser's product API client: the CRM bases and the old CRM's static header. */
  productApi: ProductApiConfig;
}

/** The forms' outside services and limits: all optional, with safe local defaults. */
export interface FormsConfig {
  /** Submissions per address per endpoint within the window. */
  rateLimit: { max: number; windowMs: number };
  /** Upper bound of the proof-of-work counter: the mean work is about two thirds of it. */
  captchaMaxCounter: number;
  /** HMAC secret of the challenges; null: generated once and kept in DATA_DIR. */
  captchaSecret: string | null;
  /** Bearer token of GET /api/v1/admin/submissions; null: the route is off. */
  adminToken: string | null;
  /** Where each submission is POSTed for the CRM; null: kept for staff to read. */
  crmWebhookUrl: string | null;
  /** First retry delay of the CRM and mail hand-off, doubled each time (at most an hour). */
  retryBaseMs: number;
  /** SMTP server for the e-mails; null: written as .eml files under DATA_DIR/mail. */
  smtpUrl: string | null;
  mailFrom: string;
  mailToHr: string;
  mailToDirector: string;
  /** Days a submission (its file and e-mails) is kept before it is deleted. */
  retentionDays: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  if (!/^\d+$/.test(value) || Number(value) > 65535) throw new ConfigError(`PORT must be a number from 0 to 65535, got "${value}"`);
  return Number(value);
}

/** "10.0.0.0/8", "2001:db8::/32" or a bare address (its own /32 or /128); null when it is neither. */
function parseSubnet(entry: string): Config['clientNetworks'][number] | null {
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  const max = family === 6 ? 128 : 32;
  if (!family || extra !== undefined || (bits !== undefined && !/^\d{1,3}$/.test(bits))) return null;
  const prefix = bits === undefined ? max : Number(bits);
  return prefix <= max ? { address, prefix, family: family === 6 ? 'ipv6' : 'ipv4' } : null;
}

const listOf = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function parseNetworks(value: string | undefined): Config['clientNetworks'] {
  if (!value) return [];
  return listOf(value).map((cidr) => {
    const subnet = parseSubnet(cidr);
    if (!subnet) throw new ConfigError(`CLIENT_NETWORKS must be a comma-separated list of CIDR subnets, got "${cidr}"`);
    return subnet;
  });
}

/** Besides addresses and subnets, the names of ranges proxy-addr knows. */
const proxyRangeNames = ['loopback', 'linklocal', 'uniquelocal'];

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const given = value?.trim() ?? '';
  if (given === '' || given === 'false' || given === '0') return false;
  // A reverse proxy on this machine. Not "every peer": a client's own X-Forwarded-For would count.
  if (given === 'true' || given === '1') return ['loopback'];
  const entries = listOf(given);
  for (const entry of entries) {
    if (!proxyRangeNames.includes(entry) && !parseSubnet(entry)) {
      throw new ConfigError(
        `TRUST_PROXY must be false, true (a proxy on this machine) or a comma-separated list of the proxies' addresses or subnets, got "${entry}"`,
      );
    }
  }
  return entries;
}

function parseOrigin(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.pathname !== '/' || url.search || url.hash) throw new Error('has a path');
    return url.origin;
  } catch {
    throw new ConfigError(`PUBLIC_ORIGIN must be an origin like https://example.com, got "${value}"`);
  }
}

function parseHosts(value: string | undefined): string[] | null {
  if (!value) return null;
  const hosts = value
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  for (const host of hosts) {
    let valid = false;
    try {
      const url = new URL(`http://${host}`);
      // Written as a client sends it in Host: a name or address, a port only when it is not the default.
      valid = url.host === host;
    } catch {
      valid = false;
    }
    if (!valid) throw new ConfigError(`ALLOWED_HOSTS must be a comma-separated list of hosts like zorianet.example or 10.0.0.5:8080, got "${host}"`);
  }
  return hosts.length ? hosts : null;
}

function parseBool(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '') return false;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new ConfigError(`${name} must be true or false, got "${value}"`);
}

function parseRate(value: string | undefined, name = 'FORM_RATE_LIMIT', fallback = '10/600'): FormsConfig['rateLimit'] {
  if (!value) value = fallback;
  const m = /^(\d+)\/(\d+)$/.exec(value);
  if (!m || Number(m[1]) < 1 || Number(m[2]) < 1) throw new ConfigError(`${name} must be "count/seconds" like ${fallback}, got "${value}"`);
  return { max: Number(m[1]), windowMs: Number(m[2]) * 1000 };
}

function parseInteger(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  return n;
}

function parseUrl(name: string, value: string | undefined, protocols: string[]): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (!protocols.includes(url.protocol)) throw new Error('protocol');
    return value;
  } catch {
    throw new ConfigError(`${name} must be a ${protocols.join(' or ')} URL, got "${value.replace(/\/\/[^@/]*@/, '//…@')}"`);
  }
}

function parseEmail(name: string, value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(value)) throw new ConfigError(`${name} must be an e-mail address, got "${value}"`);
  return value;
}

function parseSecret(name: string, value: string | undefined, minLength: number): string | null {
  if (!value) return null;
  if (value.length < minLength) throw new ConfigError(`${name} must be at least ${minLength} characters long`);
  return value;
}

export function loadFormsConfig(env: NodeJS.ProcessEnv): FormsConfig {
  return {
    rateLimit: parseRate(env.FORM_RATE_LIMIT),
    captchaMaxCounter: parseInteger('CAPTCHA_MAX_COUNTER', env.CAPTCHA_MAX_COUNTER, 20_000, 10, 10_000_000),
    captchaSecret: parseSecret('ALTCHA_HMAC_KEY', env.ALTCHA_HMAC_KEY, 32),
    adminToken: parseSecret('ADMIN_TOKEN', env.ADMIN_TOKEN, 16),
    crmWebhookUrl: parseUrl('CRM_WEBHOOK_URL', env.CRM_WEBHOOK_URL, ['http:', 'https:']),
    retryBaseMs: parseInteger('HANDOFF_RETRY_BASE_MS', env.HANDOFF_RETRY_BASE_MS, 30_000, 10, 3_600_000),
    smtpUrl: parseUrl('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']),
    mailFrom: parseEmail('MAIL_FROM', env.MAIL_FROM, 'site@zorianet.example'),
    mailToHr: parseEmail('MAIL_TO_HR', env.MAIL_TO_HR, 'hr@zorianet.example'),
    mailToDirector: parseEmail('MAIL_TO_DIRECTOR', env.MAIL_TO_DIRECTOR, 'director@zorianet.example'),
    // At least the 7 days a key's answer is kept, so a replay still finds its submission.
    retentionDays: parseInteger('SUBMISSION_RETENTION_DAYS', env.SUBMISSION_RETENTION_DAYS, 180, 8, 3650),
  };
}

function parseMapTiles(url: string | undefined, attribution: string | undefined): MapTiles | null {
  if (!url) return null;
  const template = /^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/;
  let ok = template.test(url);
  try {
    tileSource(url);
  } catch {
    ok = false;
  }
  if (!ok) throw new ConfigError(`MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y}, got "${url}"`);
  return { url, attribution: attribution?.trim() ?? '' };
}

/** A CRM base: an http(s) URL or a path on this site. */
function parseBase(name: string, value: string | undefined): string | null {
  if (!value) return null;
  if (/^\/[^/]/.test(value)) return value;
  return parseUrl(name, value, ['http:', 'https:']);
}

function parseProductApi(env: NodeJS.ProcessEnv): ProductApiConfig {
  const crmAuthorization = env.CRM_AUTHORIZATION ?? '';
  if (/[\r\n]/.test(crmAuthorization)) throw new ConfigError('CRM_AUTHORIZATION must be one line');
  return {
    ...defaultProductApiConfig,
    crmBase: parseBase('CRM_BASE_URL', env.CRM_BASE_URL),
    newCrmBase: parseBase('NEW_CRM_BASE_URL', env.NEW_CRM_BASE_URL),
    crmAuthorization,
  };
}

function parsePortRange(value: string | undefined): [number, number] | null {
  if (!value) return null;
  const m = /^(\d+)-(\d+)$/.exec(value);
  const [from, to] = m ? [Number(m[1]), Number(m[2])] : [0, 0];
  if (!m || from < 1024 || to > 65535 || to <= from) throw new ConfigError(`LOSS_UDP_PORTS must be a range like 40000-40999 within 1024-65535, got "${value}"`);
  return [from, to];
}

function parseLoss(env: NodeJS.ProcessEnv): LossConfig {
  const iceAddress = env.LOSS_ICE_ADDRESS || null;
  if (iceAddress && !isIP(iceAddress)) throw new ConfigError(`LOSS_ICE_ADDRESS must be an IP address, got "${iceAddress}"`);
  return {
    ...defaultLossConfig,
    iceAddress,
    udpPorts: parsePortRange(env.LOSS_UDP_PORTS),
    maxSessions: parseInteger('LOSS_MAX_SESSIONS', env.LOSS_MAX_SESSIONS, defaultLossConfig.maxSessions, 1, 1000),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): Config {
  const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
  const logLevel = env.LOG_LEVEL || 'info';
  if (!levels.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${levels.join(', ')}, got "${logLevel}"`);
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(root, env.DATA_DIR || 'data'),
    contentDir: resolve(root, env.CONTENT_DIR || 'content'),
    publicOrigin: parseOrigin(env.PUBLIC_ORIGIN),
    allowedHosts: parseHosts(env.ALLOWED_HOSTS),
    clientNetworks: parseNetworks(env.CLIENT_NETWORKS),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel,
    readRateLimit: parseRate(env.READ_RATE_LIMIT, 'READ_RATE_LIMIT', '600/10'),
    forms: loadFormsConfig(env),
    speedtestCounters: parseBool('SPEEDTEST_COUNTERS', env.SPEEDTEST_COUNTERS),
    loss: parseLoss(env),
    mapTiles: parseMapTiles(env.MAP_TILE_URL, env.MAP_TILE_ATTRIBUTION),
    productApi: parseProductApi(env),
  };
}
