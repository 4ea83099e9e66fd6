/** Configuration from the environment, checked once at start with a message naming the bad variable. */
import { isIP } from 'node:net';
import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  contentDir: string;
  /** Public origin for canonical links ("https://zorianet.example"); else taken from the request. */
  publicOrigin: string | null;
  /** Subnets of the provider's network: visitors from them are clients (whoami). */
  clientNetworks: { address: string; prefix: number; family: 'ipv4' | 'ipv6' }[];
  trustProxy: boolean;
  logLevel: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  if (!/^\d+$/.test(value) || Number(value) > 65535) throw new ConfigError(`PORT must be a number from 0 to 65535, got "${value}"`);
  return Number(value);
}

function parseNetworks(value: string | undefined): Config['clientNetworks'] {
  if (!value) return [];
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((cidr) => {
      const [address = '', bits] = cidr.split('/');
      const family = isIP(address);
      const max = family === 6 ? 128 : 32;
      const prefix = bits === undefined ? max : Number(bits);
      if (!family || !Number.isInteger(prefix) || prefix < 0 || prefix > max) {
        throw new ConfigError(`CLIENT_NETWORKS must be a comma-separated list of CIDR subnets, got "${cidr}"`);
      }
      return { address, prefix, family: family === 6 ? 'ipv6' : 'ipv4' };
    });
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

function parseBool(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '') return false;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new ConfigError(`${name} must be true or false, got "${value}"`);
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
    clientNetworks: parseNetworks(env.CLIENT_NETWORKS),
    trustProxy: parseBool('TRUST_PROXY', env.TRUST_PROXY),
    logLevel,
  };
}
