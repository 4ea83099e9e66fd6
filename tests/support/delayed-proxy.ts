/**
 * A server farther away, on loopback: every request is held `delayMs` before it goes on to
 * `target`. Optionally another server's face: only the `paths` it maps (others 404), answers
 * without the `drop`ped headers, each request told to `seen`.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DelayedProxy {
  url: string;
  stop(): Promise<void>;
}

export interface ProxyFace {
  /** Path here -> path at the target; a path not listed answers 404. */
  paths?: Record<string, string>;
  /** Answer headers left out (lower case). */
  drop?: readonly string[];
  /** Each request as "METHOD path?query". */
  seen?: (line: string) => void;
}

export async function delayedProxy(target: string, delayMs: number, face: ProxyFace = {}): Promise<DelayedProxy> {
  const server: Server = createServer((incoming, answer) => {
    const [path = '', query] = (incoming.url ?? '').split('?');
    face.seen?.(`${incoming.method} ${path}?${query ?? ''}`);
    const onto = face.paths ? face.paths[path] : path;
    if (onto === undefined) {
      incoming.resume();
      answer.writeHead(404).end();
      return;
    }
    setTimeout(() => {
      const onward = request(`${target}${onto}${query === undefined ? '' : `?${query}`}`, { method: incoming.method, headers: incoming.headers }, (reply) => {
        const headers = { ...reply.headers };
        for (const name of face.drop ?? []) delete headers[name];
        answer.writeHead(reply.statusCode ?? 502, headers);
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
