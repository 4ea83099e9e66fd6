/**
 * The kinds of value an environment variable holds (server/config.ts composes them into one
 * schema). Each reads a string, unset or empty meaning its default; a bad one is an error
 * "VAR must be <what is wanted> (was "<value>")".
 */
import { isIP } from 'node:net';
import { type Out, type Type, type } from 'arktype';
import { tileSource } from '../src/domain/map-tiles';

/** A bad value, quoted as `actual` in the error ('' hides it). */
class Rejected {
  constructor(readonly actual: string) {}
}

/** `read` answers undefined for a bad value (quoted by `shown`) or Rejected to quote it otherwise. */
function kind<T>(expected: string, read: (value: string) => T | Rejected | undefined, shown: (value: string) => string = (v) => JSON.stringify(v)) {
  // Cast: arktype's inference of a morph's output does not resolve through the generic T.
  const morph = type('string').pipe((value, ctx) => {
    const out = read(value);
    if (out === undefined) return ctx.error({ expected, actual: shown(value) });
    return out instanceof Rejected ? ctx.error({ expected, actual: out.actual }) : out;
  }) as unknown as Type<(In: string) => Out<T>>;
  return morph.default('');
}

const listOf = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** A list whose bad entry is quoted rather than the whole value. */
function listKind<T, R>(expected: string, readEntry: (entry: string) => T | undefined, finish: (entries: T[]) => R, normalise = (s: string) => s) {
  return kind(expected, (value) => {
    const out: T[] = [];
    for (const entry of listOf(value).map(normalise)) {
      const read = readEntry(entry);
      if (read === undefined) return new Rejected(JSON.stringify(entry));
      out.push(read);
    }
    return finish(out);
  });
}

export const text = (fallback: string) => kind('text', (value) => value || fallback);

export const oneOf = <const T extends string>(values: readonly T[], fallback: T) =>
  kind(values.length === 2 ? `${values[0]} or ${values[1]}` : `one of ${values.join(', ')}`, (value) =>
    value === '' ? fallback : values.find((v) => v === value),
  );

const flags = new Map([['', false], ['0', false], ['false', false], ['1', true], ['true', true]]);

/** true/1, false/0; unset: false. A Map: "constructor" is no flag. */
export const flag = kind('true or false', (value) => flags.get(value));

export const wholeNumber = (min: number, max: number, fallback: number) =>
  kind(`a whole number from ${min} to ${max}`, (value) => {
    if (value === '') return fallback;
    const n = Number(value);
    return /^\d+$/.test(value) && n >= min && n <= max ? n : undefined;
  });

/** "count/seconds", both at least 1. */
export const rate = (fallback: string) =>
  kind(`"count/seconds" like ${fallback}`, (value) => {
    const m = /^(\d+)\/(\d+)$/.exec(value || fallback);
    return m && Number(m[1]) >= 1 && Number(m[2]) >= 1 ? { max: Number(m[1]), windowMs: Number(m[2]) * 1000 } : undefined;
  });

function isUrlOf(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A user name and password in the URL are not printed. */
const withoutCredentials = (value: string) => JSON.stringify(value.replace(/\/\/[^@/]*@/, '//…@'));

/** Kept as written; unset: null. */
export const url = (protocols: readonly string[]) =>
  kind(`an ${protocols.map((p) => p.slice(0, -1)).join(' or ')} URL`, (value) => (value === '' ? null : isUrlOf(value, protocols) ? value : undefined), withoutCredentials);

/** An http(s) URL or a path on this site; unset: null. */
export const urlOrPath = kind(
  'an http or https URL or a path on this site',
  (value) => (value === '' ? null : /^\/[^/]/.test(value) || isUrlOf(value, ['http:', 'https:']) ? value : undefined),
  withoutCredentials,
);

export const email = (fallback: string) => kind('an e-mail address', (value) => (value === '' ? fallback : /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(value) ? value : undefined));

/** Never printed; unset: null. */
export const secret = (minLength: number) =>
  kind(`at least ${minLength} characters long`, (value) => (value === '' ? null : value.length >= minLength ? value : undefined), () => '');

/** Sent as a header: one line. Never printed. */
export const oneLine = kind('one line', (value) => (/[\r\n]/.test(value) ? undefined : value), () => '');

/** "https://example.com": the origin alone; unset: null. */
export const origin = kind('an origin like https://example.com', (value) => {
  if (value === '') return null;
  try {
    const url = new URL(value);
    return url.pathname === '/' && !url.search && !url.hash ? url.origin : undefined;
  } catch {
    return undefined;
  }
});

/** Hosts as a client writes them in Host: a name or address, a port only when not the default; none: null. */
export const hosts = listKind(
  'a comma-separated list of hosts like zorianet.example or 10.0.0.5:8080',
  (host) => {
    try {
      return new URL(`http://${host}`).host === host ? host : undefined;
    } catch {
      return undefined;
    }
  },
  (list) => (list.length ? list : null),
  (s) => s.toLowerCase(),
);

export interface Subnet {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** "10.0.0.0/8", "2001:db8::/32" or a bare address (its own /32 or /128). */
function subnet(entry: string): Subnet | undefined {
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  const max = family === 6 ? 128 : 32;
  if (!family || extra !== undefined || (bits !== undefined && !/^\d{1,3}$/.test(bits))) return undefined;
  const prefix = bits === undefined ? max : Number(bits);
  return prefix <= max ? { address, prefix, family: family === 6 ? 'ipv6' : 'ipv4' } : undefined;
}

export const subnets = listKind('a comma-separated list of CIDR subnets', subnet, (list) => list);

/** Besides addresses and subnets, the names of ranges proxy-addr knows. */
const proxyRangeNames = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * Nobody (false), a proxy on this machine (true), or the proxies' addresses and subnets. Never
 * every peer: a client's own X-Forwarded-For would then count.
 */
export const trustProxy = kind("false, true (a proxy on this machine) or a comma-separated list of the proxies' addresses or subnets", (value): false | string[] | Rejected => {
  const given = value.trim();
  if (given === '' || given === 'false' || given === '0') return false;
  if (given === 'true' || given === '1') return ['loopback'];
  const entries = listOf(given);
  const bad = entries.find((entry) => !proxyRangeNames.includes(entry) && !subnet(entry));
  return bad === undefined ? entries : new Rejected(JSON.stringify(bad));
});

export const ipAddress = kind('an IP address', (value) => (value === '' ? null : isIP(value) ? value : undefined));

/** Inclusive UDP ports "from-to"; unset: null. */
export const portRange = kind('a range like 40000-40999 within 1024-65535', (value): [number, number] | null | undefined => {
  if (value === '') return null;
  const m = /^(\d+)-(\d+)$/.exec(value);
  const [from, to] = m ? [Number(m[1]), Number(m[2])] : [0, 0];
  return m && from >= 1024 && to <= 65535 && to > from ? [from, to] : undefined;
});

/** A Leaflet tile URL template; unset: null. */
export const tileUrl = kind('an http(s) URL template with {z}, {x} and {y}', (value) => {
  if (value === '') return null;
  try {
    tileSource(value);
  } catch {
    return undefined;
  }
  return /^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/.test(value) ? value : undefined;
});
