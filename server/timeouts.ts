/**
 * Connection limits: how long a client may take over its headers, how long a connection may sit
 * with no byte moving either way, and how slowly a request body may arrive. Node's own
 * requestTimeout is off: it covers the whole body, and a 256 MiB speed-test upload on a
 * 64 kbit/s line takes hours.
 */
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export const timeouts = {
  /** From a request's first byte to the end of its headers (Node answers 408 and closes). */
  headersMs: 10_000,
  /**
   * No byte read or written for this long: the socket is closed. Node lets one such period pass
   * while a write is queued, so a client that stopped reading is closed by registerStalledWrites.
   */
  idleMs: 20_000,
  /** Between requests on a kept-alive connection. */
  keepAliveMs: 30_000,
  /** How often Node checks the headers deadline. */
  checkEveryMs: 1_000,
};

/** A request body must average this many bytes a second once its grace has passed. */
export interface BodyRate {
  graceMs: number;
  bytesPerSecond: number;
}

/** Forms and everything else: a 64 kbit/s line sends 8,000 bytes a second. */
export const bodyRate: BodyRate = { graceMs: 5_000, bytesPerSecond: 1_000 };
/** Speed-test uploads may measure very slow lines: only a trickle is refused. */
export const uploadRate: BodyRate = { graceMs: 30_000, bytesPerSecond: 128 };

const uploadPath = /^\/(?:speedtest\/|__up(?:[?#]|$))/;

/** Options for Fastify's constructor. */
export function serverTimeoutOptions() {
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: 0,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
  };
}

/** Runs `check` every second while `watched` holds anything; the returned wake starts it after an add. */
function everySecondWhile(watched: { readonly size: number }, check: (now: number) => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    check(performance.now());
    if (watched.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  return () => {
    timer ??= setInterval(tick, 1000).unref();
  };
}

interface Watched {
  started: number;
  socket: { bytesRead: number };
  bytesAtStart: number;
  rate: BodyRate;
  cut: () => void;
  done: () => boolean;
}

/**
 * Watches every request whose body is still arriving and answers 408 (then closes) when it
 * falls under its minimum rate. It reads the socket's byte count, never the body stream, so
 * the parsers see every byte as before.
 */
export function registerBodyRate(app: FastifyInstance, rates = { body: bodyRate, upload: uploadRate }): void {
  const watched = new Set<Watched>();
  const wake = everySecondWhile(watched, (now) => {
    for (const w of watched) {
      if (w.done()) {
        watched.delete(w);
        continue;
      }
      const elapsed = now - w.started;
      if (elapsed < w.rate.graceMs) continue;
      const received = w.socket.bytesRead - w.bytesAtStart;
      if (received < (w.rate.bytesPerSecond * elapsed) / 1000) {
        watched.delete(w);
        w.cut();
      }
    }
  });

  app.addHook('onRequest', (request, reply, next) => {
    const raw = request.raw;
    const hasBody = raw.headers['content-length'] !== undefined ? raw.headers['content-length'] !== '0' : raw.headers['transfer-encoding'] !== undefined;
    if (!hasBody || raw.complete) return next();
    const socket = raw.socket;
    const entry: Watched = {
      started: performance.now(),
      bytesAtStart: socket.bytesRead,
      socket,
      rate: uploadPath.test(request.url) ? rates.upload : rates.body,
      done: () => raw.complete || reply.sent || socket.destroyed,
      cut: () => {
        request.log.info({ url: request.url }, 'request body too slow: closing');
        reply
          .code(408)
          .header('connection', 'close')
          .send({ errors: [{ message: `Request body too slow (under ${entry.rate.bytesPerSecond} bytes a second)` }] });
        // Stop reading what is left; the socket closes once the answer is written.
        raw.unpipe();
        raw.pause();
      },
    };
    watched.add(entry);
    wake();
    next();
  });
}

/**
 * Closes the connection of a client that stopped reading: bytes wait to be written and none has
 * left for `stallMs`. Node's own idle timeout lets one period pass while a write is queued, so it
 * cut such a download after 20 to 40 s, later under load; this cuts it after 20 to 21 s. A slow
 * line still reading keeps its connection: what counts is that bytes leave, not how fast.
 */
export function registerStalledWrites(app: FastifyInstance, stallMs = timeouts.idleMs): void {
  const watched = new Map<Socket, { written: number; since: number }>();
  const wake = everySecondWhile(watched, (now) => {
    for (const [socket, w] of watched) {
      if (socket.destroyed) {
        watched.delete(socket);
      } else if (socket.bytesWritten !== w.written || socket.writableLength === 0) {
        w.written = socket.bytesWritten;
        w.since = now;
      } else if (now - w.since >= stallMs) {
        watched.delete(socket);
        socket.destroy();
      }
    }
  });

  app.addHook('onRequest', (request, _reply, next) => {
    const socket = request.raw.socket;
    if (!watched.has(socket)) {
      watched.set(socket, { written: socket.bytesWritten, since: performance.now() });
      socket.once('close', () => watched.delete(socket));
    }
    wake();
    next();
  });
}
