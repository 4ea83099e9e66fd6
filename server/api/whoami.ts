/** GET /api/v1/front_api/whoami: whether the visitor comes from the provider's network. */
import { BlockList } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

export function clientMatcher(networks: Config['clientNetworks']): (ip: string) => boolean {
  const list = new BlockList();
  for (const n of networks) list.addSubnet(n.address, n.prefix, n.family);
  return (ip) => {
    if (networks.length === 0) return false;
    const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
    try {
      return v4.includes(':') ? list.check(v4, 'ipv6') : list.check(v4, 'ipv4');
    } catch {
      return false;
    }
  };
}

export function registerWhoami(app: FastifyInstance, config: Config): void {
  const isClient = clientMatcher(config.clientNetworks);
  app.get('/api/v1/front_api/whoami', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { is_client: isClient(request.ip), ip: request.ip };
  });
}
