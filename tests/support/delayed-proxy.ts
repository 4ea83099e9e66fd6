/** A server farther away, on loopback: every request is held `delayMs` before it goes on to `target`. */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DelayedProxy {
  url: string;
  stop(): Promise<void>;
}

export async function delayedProxy(target: string, delayMs: number): Promise<DelayedProxy> {
  const server: Server = createServer((incoming, answer) => {
    setTimeout(() => {
      const onward = request(`${target}${incoming.url}`, { method: incoming.method, headers: incoming.headers }, (reply) => {
        answer.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(answer);
      });
      onward.on('error', () => answer.destroy());
      incoming.pipe(onward);
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
