/**
 * The origin a page's absolute links (canonical, hreflang) use. Only PUBLIC_ORIGIN or a host on
 * the allow-list may appear there: anything else a client sends in Host or X-Forwarded-Host gets
 * the default origin, so a forged host neither shows up in links nor opens a page-cache entry.
 */
import type { FastifyRequest } from 'fastify';

export interface SiteOriginOptions {
  publicOrigin: string | null;
  /** Hosts as clients send them in Host (`name` or `name:port`), lower case; null: the defaults. */
  allowedHosts: string[] | null;
  /** The address the server listens on (HOST). */
  listenHost: string;
  /** The port it listens on, known once it listens. */
  port: () => number;
}

const wildcard = new Set(['0.0.0.0', '::', '']);

function withPort(host: string, port: number): string {
  const name = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return port === 80 ? name : `${name}:${port}`;
}

/** The listening address and localhost, on the listening port. */
export function defaultAllowedHosts(listenHost: string, port: number): string[] {
  // The listening address first: it is the default origin.
  const names = new Set([...(wildcard.has(listenHost) ? [] : [listenHost.toLowerCase()]), 'localhost', '127.0.0.1', '::1']);
  return [...names].map((name) => withPort(name, port));
}

export function createSiteOrigin(opts: SiteOriginOptions): (request: FastifyRequest) => string {
  const { publicOrigin } = opts;
  if (publicOrigin) return () => publicOrigin;
  let allowed: Set<string> | undefined;
  let fallback = '';
  const init = () => {
    const hosts = opts.allowedHosts ?? defaultAllowedHosts(opts.listenHost, opts.port());
    allowed = new Set(hosts);
    fallback = hosts[0] as string;
  };
  return (request) => {
    if (!allowed) init();
    // Only two schemes: a forwarded proto is a client's word too.
    const scheme = request.protocol === 'https' ? 'https' : 'http';
    const host = (request.host ?? '').toLowerCase();
    return `${scheme}://${allowed?.has(host) ? host : fallback}`;
  };
}
