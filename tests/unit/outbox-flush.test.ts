/**
 * The outbox's sender (src/outbox/flush.ts): which items it tries, in what order, and
 * where each answer of the server leaves an item (state, attempts, next try, reasons), as its
 * comments and docs/forms.md ("Verdicts", "Who sends the queue") promise.
 * Real: the sender, its verdicts (attempt.ts), the store module (outbox-db.ts) and the proof of work
 * (a challenge made with altcha-lib, solved by the page's solver). Faked, being the browser's or
 * the network's: IndexedDB (idb-keyval's calls over a Map that keeps copies in key order, as
 * IndexedDB does), fetch (the server's answers), Web Locks, BroadcastChannel and the clock.
 * Chromium runs the same sender against the real server in tests/e2e/outbox-flush.spec.ts.
 */
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError, SubmissionReceipt } from '../../src/domain/forms/answer-schemas';
import { readCaptchaPayload } from '../../src/domain/forms/captcha';
import { captchaChallengePath, captchaParam, idempotencyHeader, submissionEndpoint } from '../../src/domain/forms/submissions';
import { flushOutbox, sendAgain, sendNow } from '../../src/outbox/flush';
import { type OutboxMessage, getItem, listItems, onOutboxMessage, putItem, removeItem } from '../../src/outbox/outbox-db';
import { type OutboxItem, giveUpAfterMs, serverDownCode } from '../../src/outbox/types';

/** IndexedDB as idb-keyval uses it: one object store per createStore, values kept as structured clones. */
const databases = vi.hoisted(() => new Map<string, Map<string, unknown>>());
vi.mock('idb-keyval', () => {
  const storeOf = (handle: unknown) => {
    const name = String(handle);
    if (!databases.has(name)) databases.set(name, new Map());
    return databases.get(name)!;
  };
  // Requests complete in a later task, never within the caller's own microtasks.
  const later = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    createStore: (db: string, store: string) => `${db}/${store}`,
    get: async (key: string, handle: unknown) => {
      await later();
      const value = storeOf(handle).get(key);
      return value === undefined ? undefined : structuredClone(value);
    },
    set: async (key: string, value: unknown, handle: unknown) => {
      await later();
      storeOf(handle).set(key, structuredClone(value));
    },
    del: async (key: string, handle: unknown) => {
      await later();
      storeOf(handle).delete(key);
    },
    // getAll(): in key order, not in the order written.
    values: async (handle: unknown) => {
      await later();
      const store = storeOf(handle);
      return [...store.keys()].sort().map((key) => structuredClone(store.get(key)));
    },
  };
});

/** Web Locks: one holder per name at a time, granted in the order asked. */
function webLocks() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request(name: string, callback: (lock: { name: string; mode: string }) => Promise<unknown>) {
      const granted = (tails.get(name) ?? Promise.resolve()).then(() => callback({ name, mode: 'exclusive' }));
      tails.set(name, granted.catch(() => undefined));
      return granted;
    },
  };
}

/** A BroadcastChannel that goes nowhere (no other page here); the store's local listeners still hear. */
class SilentChannel {
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor(readonly name: string) {}
  postMessage(_message: unknown) {}
  close() {}
}

const origin = 'https://zorianet.test';
const start = Date.UTC(2026, 4, 1, 10, 0, 0);
const hmacSignatureSecret = 'outbox-flush-test-secret-0123456789';

interface Post {
  key: string;
  url: URL;
  headers: Record<string, string>;
  fields: unknown;
}
type Answer = (post: Post, n: number) => Response | Promise<Response>;

let posts: Post[];
let challenges: number;
/**
 * The server: a real challenge on GET of the captcha path (or `challenge`'s answer where given),
 * `answer` to each POST of a call-back.
 */
function serve(answer: Answer, challenge?: () => Response) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    if (url.origin !== origin) throw new TypeError(`fetch failed: ${url.href} is not the site`);
    if (url.pathname === captchaChallengePath && (init.method ?? 'GET') === 'GET') {
      challenges++;
      if (challenge) return challenge();
      return Response.json(await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 3, deriveKey, hmacSignatureSecret }));
    }
    if (url.pathname === submissionEndpoint.callback && init.method === 'POST') {
      const headers = init.headers as Record<string, string>;
      const post = { key: headers[idempotencyHeader] ?? '', url, headers, fields: JSON.parse(String(init.body)) as unknown };
      posts.push(post);
      return answer(post, posts.length);
    }
    return new Response('not found', { status: 404 });
  });
}
const keys = () => posts.map((p) => p.key);

const receiptBody = (id: number): SubmissionReceipt => ({ id, kind: 'callback', received_at: '2026-05-01T10:00:00.000Z' });
const accepted: Answer = (_post, n) => Response.json(receiptBody(n), { status: 201 });
const refused = (status: number, errors: ApiError[], headers: Record<string, string> = {}): Answer => () => Response.json({ errors }, { status, headers });
const status = (code: number, headers: Record<string, string> = {}): Answer => () => new Response(`<h1>${code}</h1>`, { status: code, headers: { 'Content-Type': 'text/html', ...headers } });
const unreachable: Answer = () => {
  throw new TypeError('fetch failed');
};

/** A call-back as the form puts it in the outbox; `id` is also its Idempotency-Key. */
function callback(id: string, extra: Partial<OutboxItem> = {}): OutboxItem {
  return {
    id: `${id}-0123456789abcdef`,
    kind: 'callback',
    locale: 'uk',
    fields: { fullname: 'Олена Петрівна', phone: '0671234567', consent: true },
    draft: null,
    summary: 'Олена Петрівна, 0671234567',
    returnTo: '/',
    state: 'queued',
    createdAt: start - 60_000,
    attempts: 0,
    nextAttemptAt: 0,
    ...extra,
  };
}
const put = async (...items: OutboxItem[]) => {
  for (const item of items) await putItem(item);
};
const stored = async (item: OutboxItem) => getItem(item.id);
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

let announced: OutboxMessage[];
let stopListening: () => void;
beforeEach(() => {
  databases.clear();
  posts = [];
  challenges = 0;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  vi.stubGlobal('navigator', { locks: webLocks() });
  vi.stubGlobal('BroadcastChannel', SilentChannel);
  announced = [];
  stopListening = onOutboxMessage((message) => announced.push(message));
});
afterEach(() => {
  stopListening();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('flushing the outbox', () => {
  it('sends a queued item once, under its key with a fresh captcha, and keeps it as sent with its receipt', async () => {
    const item = callback('a', { attempts: 2, unreachable: true, refusedSince: start - 3_600_000, nextAttemptAt: start - 1 });
    await put(item);
    let during: OutboxItem | undefined;
    serve(async (post, n) => {
      during = await getItem(post.key);
      return accepted(post, n);
    });
    expect(await flushOutbox({ origin })).toEqual({ sent: 1, remaining: 0 });

    expect(keys()).toEqual([item.id]);
    const [post] = posts;
    expect(post?.headers['Accept-Language']).toBe('uk');
    expect(post?.fields).toEqual(item.fields);
    expect(readCaptchaPayload(post?.url.searchParams.get(captchaParam) ?? '')).not.toBeNull();
    expect(challenges).toBe(1);
    // While the attempt is under way the item says so.
    expect(during?.state).toBe('sending');

    const done = await stored(item);
    expect(done).toMatchObject({ state: 'sent', attempts: 3, receipt: receiptBody(1) });
    expect(done?.errors).toBeUndefined();
    expect(done?.unreachable).toBeUndefined();
    expect(done?.refusedSince).toBeUndefined();
    expect(announced).toContainEqual({ type: 'sent', item: done });

    // A sent item only waits for the visitor's confirmation: never sent again.
    expect(await flushOutbox({ origin, force: true })).toEqual({ sent: 0, remaining: 0 });
    expect(await sendNow(item.id, origin)).toEqual(done);
    expect(keys()).toEqual([item.id]);
  });

  it('sends the oldest first whatever the order of their keys, retries one cut off while sending, skips sent and failed ones', async () => {
    const newest = callback('a-newest', { createdAt: start - 1000 });
    const oldest = callback('d-oldest', { createdAt: start - 4000 });
    const cutOff = callback('b-cut-off', { createdAt: start - 3000, state: 'sending', attempts: 1 });
    const failed = callback('c-failed', { createdAt: start - 3500, state: 'failed', attempts: 1, errors: [{ field: 'phone', code: 'pattern', message: 'x' }] });
    const sent = callback('e-sent', { createdAt: start - 5000, state: 'sent', attempts: 1, receipt: receiptBody(9) });
    await put(newest, failed, sent, oldest, cutOff);
    serve(accepted);
    expect(await flushOutbox({ origin })).toEqual({ sent: 3, remaining: 0 });
    expect(keys()).toEqual([oldest.id, cutOff.id, newest.id]);
    expect(await stored(cutOff)).toMatchObject({ state: 'sent', attempts: 2 });
    expect(await stored(failed)).toEqual(failed);
    expect(await stored(sent)).toEqual(sent);
  });

  it('leaves an item whose next try is still ahead and counts it as waiting; one whose time is now is sent', async () => {
    const due = callback('a-due', { attempts: 1, nextAttemptAt: start });
    const ahead = callback('b-ahead', { attempts: 1, nextAttemptAt: start + 1 });
    await put(due, ahead);
    serve(accepted);
    expect(await flushOutbox({ origin })).toEqual({ sent: 1, remaining: 1 });
    expect(keys()).toEqual([due.id]);
    expect(await stored(ahead)).toEqual(ahead);
  });

  it('with force, sends every queued item whatever its retry time (a sync, back online)', async () => {
    const ahead = callback('a-ahead', { attempts: 3, nextAttemptAt: start + 3_600_000 });
    await put(ahead);
    serve(accepted);
    expect(await flushOutbox({ origin, force: true })).toEqual({ sent: 1, remaining: 0 });
    expect(keys()).toEqual([ahead.id]);
    expect(await stored(ahead)).toMatchObject({ state: 'sent', attempts: 4 });
  });

  it('a refusal the visitor can fix (4xx): failed with the server\'s reasons, never sent again by itself', async () => {
    const reasons = [
      { field: 'phone', code: 'pattern', message: 'Вкажіть номер телефону' },
      { field: 'fullname', code: 'required', message: "Вкажіть ім'я" },
    ];
    const item = callback('a');
    await put(item);
    serve(refused(400, reasons));
    expect(await flushOutbox({ origin })).toEqual({ sent: 0, remaining: 0 });
    const failed = await stored(item);
    expect(failed).toMatchObject({ state: 'failed', attempts: 1, errors: reasons });
    expect(announced.filter((m) => m.type === 'sent')).toEqual([]);

    // Neither a forced flush nor "send now" tries it again: the visitor fixes it first.
    expect(await flushOutbox({ origin, force: true })).toEqual({ sent: 0, remaining: 0 });
    expect(await sendNow(item.id, origin)).toEqual(failed);
    expect(keys()).toEqual([item.id]);
  });

  it('a 4xx whose body is not the server\'s reasons (a proxy\'s page): failed with the status as the reason', async () => {
    const item = callback('a', { refusedSince: start - 60_000, unreachable: true });
    await put(item);
    serve(status(403));
    await flushOutbox({ origin });
    const failed = await stored(item);
    expect(failed).toMatchObject({ state: 'failed', attempts: 1, errors: [{ code: 'http', message: 'HTTP 403' }] });
    expect(failed?.refusedSince).toBeUndefined();
    expect(failed?.unreachable).toBeUndefined();
  });

  it('a refused captcha alone gets one fresh try within the same attempt; refused twice, the item fails', async () => {
    const captcha = [{ code: 'captcha', message: 'captcha' }];
    const lucky = callback('a-lucky', { createdAt: start - 2000 });
    const unlucky = callback('b-unlucky', { createdAt: start - 1000 });
    await put(lucky, unlucky);
    serve((post, n) => (post.key === lucky.id && n === 2 ? accepted(post, n) : refused(400, captcha)(post, n)));
    expect(await flushOutbox({ origin })).toEqual({ sent: 1, remaining: 0 });
    expect(keys()).toEqual([lucky.id, lucky.id, unlucky.id, unlucky.id]);
    expect(challenges).toBe(4);
    expect(await stored(lucky)).toMatchObject({ state: 'sent', attempts: 1 });
    expect(await stored(unlucky)).toMatchObject({ state: 'failed', attempts: 1, errors: captcha });
  });

  it('409 (its first try is still running): stays queued until the Retry-After, not failed', async () => {
    const item = callback('a', { attempts: 4 });
    await put(item);
    serve(refused(409, [{ code: 'in_progress', message: 'in progress' }], { 'Retry-After': '1' }));
    expect(await flushOutbox({ origin })).toEqual({ sent: 0, remaining: 1 });
    const queued = await stored(item);
    expect(queued).toMatchObject({ state: 'queued', attempts: 5, nextAttemptAt: start + 1000, unreachable: false });
    expect(queued?.errors).toBeUndefined();
    expect(queued?.refusedSince).toBeUndefined();
  });

  it('409 without Retry-After: stays queued with the backoff of its attempt', async () => {
    const item = callback('a', { attempts: 1 });
    await put(item);
    serve(status(409));
    await flushOutbox({ origin });
    expect(await stored(item)).toMatchObject({ state: 'queued', attempts: 2, nextAttemptAt: start + 10_000 });
  });

  it('429 with Retry-After in seconds: queued until then, and the run of 5xx refusals ends', async () => {
    const item = callback('a', { attempts: 40, refusedSince: start - 2 * 3_600_000 });
    await put(item);
    serve(status(429, { 'Retry-After': '120' }));
    expect(await flushOutbox({ origin })).toEqual({ sent: 0, remaining: 1 });
    const queued = await stored(item);
    expect(queued).toMatchObject({ state: 'queued', attempts: 41, nextAttemptAt: start + 120_000, unreachable: false });
    expect(queued?.refusedSince).toBeUndefined();
  });

  it('429 with Retry-After: 0: due again at once, not after a backoff', async () => {
    const item = callback('a', { attempts: 5 });
    await put(item);
    serve(status(429, { 'Retry-After': '0' }));
    await flushOutbox({ origin });
    expect(await stored(item)).toMatchObject({ state: 'queued', attempts: 6, nextAttemptAt: start });
  });

  it('429 with Retry-After as a date: queued until that date', async () => {
    const item = callback('a');
    await put(item);
    serve(status(429, { 'Retry-After': new Date(start + 90_000).toUTCString() }));
    await flushOutbox({ origin });
    expect(await stored(item)).toMatchObject({ state: 'queued', attempts: 1, nextAttemptAt: start + 90_000 });
  });

  it('5xx: queued with a wait that doubles from 5 s to at most 5 min, the run of refusals counted from the first', async () => {
    const item = callback('a');
    await put(item);
    serve(status(503));
    const waits: number[] = [];
    for (let round = 1; round <= 8; round++) {
      const now = Date.now();
      expect(await flushOutbox({ origin, force: true })).toEqual({ sent: 0, remaining: 1 });
      const queued = await stored(item);
      expect(queued).toMatchObject({ state: 'queued', attempts: round, refusedSince: start, unreachable: false });
      waits.push((queued?.nextAttemptAt ?? 0) - now);
      later(60_000);
    }
    expect(waits).toEqual([5000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000]);
    expect(keys()).toHaveLength(8);
  });

  it('5xx with Retry-After: waits the server\'s time rather than the backoff', async () => {
    const item = callback('a', { attempts: 2 });
    await put(item);
    serve(status(503, { 'Retry-After': '30' }));
    await flushOutbox({ origin });
    expect(await stored(item)).toMatchObject({ state: 'queued', attempts: 3, refusedSince: start, nextAttemptAt: start + 30_000 });
  });

  it('no answer at all: queued as unreachable with the backoff; a run of 5xx refusals neither ends nor grows', async () => {
    const since = start - 3_600_000;
    const refusedBefore = callback('a-refused', { attempts: 3, refusedSince: since, createdAt: start - 2000 });
    const fresh = callback('b-fresh', { createdAt: start - 1000 });
    await put(refusedBefore, fresh);
    serve(unreachable);
    expect(await flushOutbox({ origin })).toEqual({ sent: 0, remaining: 2 });
    expect(await stored(refusedBefore)).toMatchObject({ state: 'queued', attempts: 4, unreachable: true, refusedSince: since, nextAttemptAt: start + 40_000 });
    const queued = await stored(fresh);
    expect(queued).toMatchObject({ state: 'queued', attempts: 1, unreachable: true, nextAttemptAt: start + 5000 });
    expect(queued?.refusedSince).toBeUndefined();
  });

  it('a challenge that cannot be fetched (offline) is no answer either: queued as unreachable', async () => {
    const item = callback('a');
    await put(item);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await flushOutbox({ origin })).toEqual({ sent: 0, remaining: 1 });
    expect(await stored(item)).toMatchObject({ state: 'queued', attempts: 1, unreachable: true, nextAttemptAt: start + 5000 });
  });

  it('a challenge answered with a 5xx for more than a day (the whole server down): failed with the server-down reason', async () => {
    const item = callback('a', { attempts: 30, refusedSince: start - giveUpAfterMs - 1 });
    await put(item);
    serve(accepted, () => new Response('<h1>502</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    expect(await flushOutbox({ origin })).toEqual({ sent: 0, remaining: 0 });
    expect(await stored(item)).toMatchObject({ state: 'failed', refusedSince: item.refusedSince, errors: [{ code: serverDownCode, message: 'HTTP 502' }] });
    expect(keys()).toEqual([]);
  });

  it('a challenge answered with a 5xx starts a run of refusals; with a 429 it waits the Retry-After', async () => {
    const item = callback('a');
    await put(item);
    serve(accepted, () => new Response('', { status: 503 }));
    await flushOutbox({ origin });
    expect(await stored(item)).toMatchObject({ state: 'queued', refusedSince: start, nextAttemptAt: start + 5000 });

    serve(accepted, () => new Response('', { status: 429, headers: { 'Retry-After': '600' } }));
    await flushOutbox({ origin, force: true });
    const waiting = await stored(item);
    expect(waiting).toMatchObject({ state: 'queued', attempts: 2, nextAttemptAt: start + 600_000 });
    expect(waiting?.refusedSince).toBeUndefined();
    expect(keys()).toEqual([]);
  });

  it('a 2xx whose answer is not a receipt: stays queued to be tried again', async () => {
    const item = callback('a');
    await put(item);
    serve(() => new Response('<h1>OK</h1>', { status: 200 }));
    expect(await flushOutbox({ origin })).toEqual({ sent: 0, remaining: 1 });
    const queued = await stored(item);
    expect(queued).toMatchObject({ state: 'queued', attempts: 1, nextAttemptAt: start + 5000, unreachable: false });
    expect(queued?.receipt).toBeUndefined();
  });

  it('5xx for more than a day: failed with the server-down reason, then left alone', async () => {
    const item = callback('a', { attempts: 30, refusedSince: start - giveUpAfterMs - 1 });
    await put(item);
    serve(refused(503, [{ code: 'maintenance', message: 'Технічні роботи' }]));
    expect(await flushOutbox({ origin })).toEqual({ sent: 0, remaining: 0 });
    const failed = await stored(item);
    expect(failed).toMatchObject({ state: 'failed', attempts: 31, refusedSince: item.refusedSince, errors: [{ code: serverDownCode, message: 'Технічні роботи' }] });
    expect(failed?.unreachable).toBeUndefined();

    expect(await flushOutbox({ origin, force: true })).toEqual({ sent: 0, remaining: 0 });
    expect(keys()).toEqual([item.id]);
  });

  it('5xx for more than a day with a page that is not the server\'s reasons: the status is the reason', async () => {
    const item = callback('a', { attempts: 30, refusedSince: start - 25 * 3_600_000 });
    await put(item);
    serve(status(502));
    await flushOutbox({ origin });
    expect(await stored(item)).toMatchObject({ state: 'failed', errors: [{ code: serverDownCode, message: 'HTTP 502' }] });
  });

  it('5xx for exactly a day: still queued', async () => {
    const item = callback('a', { attempts: 30, refusedSince: start - giveUpAfterMs });
    await put(item);
    serve(status(503));
    expect(await flushOutbox({ origin })).toEqual({ sent: 0, remaining: 1 });
    expect(await stored(item)).toMatchObject({ state: 'queued', attempts: 31, refusedSince: start - giveUpAfterMs, nextAttemptAt: start + 300_000 });
  });

  it('a run of 5xx over a day gives up only on a 5xx: no answer or a 429 then keeps it queued', async () => {
    const since = start - 2 * giveUpAfterMs;
    const offline = callback('a-offline', { attempts: 30, refusedSince: since, createdAt: start - 2000 });
    const limited = callback('b-limited', { attempts: 30, refusedSince: since, createdAt: start - 1000 });
    await put(offline, limited);
    serve((post, n) => (post.key === offline.id ? unreachable(post, n) : status(429, { 'Retry-After': '60' })(post, n)));
    expect(await flushOutbox({ origin })).toEqual({ sent: 0, remaining: 2 });
    expect(await stored(offline)).toMatchObject({ state: 'queued', unreachable: true, refusedSince: since });
    expect(await stored(limited)).toMatchObject({ state: 'queued', nextAttemptAt: start + 60_000 });
  });

  it('an item the visitor removes while an earlier one is being sent is neither sent nor brought back', async () => {
    const first = callback('a-first', { createdAt: start - 3000 });
    const removed = callback('b-removed', { createdAt: start - 2000 });
    const kept = callback('c-kept', { createdAt: start - 1000 });
    await put(first, removed, kept);
    serve(async (post, n) => {
      if (post.key === first.id) await removeItem(removed.id);
      return accepted(post, n);
    });
    expect(await flushOutbox({ origin })).toEqual({ sent: 2, remaining: 0 });
    expect(keys()).toEqual([first.id, kept.id]);
    expect(await stored(removed)).toBeUndefined();
    expect((await listItems()).map((i) => i.id)).toEqual([first.id, kept.id]);
  });

  it('an item the visitor removes during its own attempt is not brought back, whatever the answer', async () => {
    const sent = callback('a-sent', { createdAt: start - 2000 });
    const refusedItem = callback('b-refused', { createdAt: start - 1000 });
    await put(sent, refusedItem);
    serve(async (post, n) => {
      await removeItem(post.key);
      return post.key === sent.id ? accepted(post, n) : status(503)(post, n);
    });
    await flushOutbox({ origin });
    expect(keys()).toEqual([sent.id, refusedItem.id]);
    expect(await listItems()).toEqual([]);
    expect(announced.filter((m) => m.type === 'sent')).toEqual([]);
  });

  it('two flushes called at once send each item once (the Web Lock)', async () => {
    const a = callback('a', { createdAt: start - 2000 });
    const b = callback('b', { createdAt: start - 1000 });
    await put(a, b);
    serve(async (post, n) => {
      // A slow server: the second flush starts while the first is still sending.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return accepted(post, n);
    });
    const [first, second] = await Promise.all([flushOutbox({ origin }), flushOutbox({ origin, force: true })]);
    expect(keys()).toEqual([a.id, b.id]);
    expect(first).toEqual({ sent: 2, remaining: 0 });
    expect(second).toEqual({ sent: 0, remaining: 0 });
    expect((await stored(a))?.attempts).toBe(1);
  });

  it('a flush and a "send now" of the same item at once send it once', async () => {
    const item = callback('a');
    await put(item);
    serve(async (post, n) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return accepted(post, n);
    });
    const [flushed, now] = await Promise.all([flushOutbox({ origin }), sendNow(item.id, origin)]);
    expect(keys()).toEqual([item.id]);
    expect(flushed).toEqual({ sent: 1, remaining: 0 });
    expect(now).toMatchObject({ state: 'sent', attempts: 1 });
  });
});

describe('sending one item now', () => {
  it('sends a queued item whatever its retry time and resolves with where it stands', async () => {
    const item = callback('a', { attempts: 2, nextAttemptAt: start + 3_600_000 });
    await put(item);
    serve(status(503));
    const result = await sendNow(item.id, origin);
    expect(keys()).toEqual([item.id]);
    expect(result).toMatchObject({ state: 'queued', attempts: 3, refusedSince: start, nextAttemptAt: start + 20_000 });
    expect(await stored(item)).toEqual(result);
  });

  it('an item that is not in the outbox: nothing sent, undefined', async () => {
    serve(accepted);
    expect(await sendNow('missing-0123456789abcdef', origin)).toBeUndefined();
    expect(keys()).toEqual([]);
  });
});

describe('"send again" of an item the server kept refusing', () => {
  it('queues it afresh (attempts from zero, no reasons, a new run of refusals) and sends it now', async () => {
    const item = callback('a', {
      state: 'failed',
      attempts: 31,
      refusedSince: start - 2 * giveUpAfterMs,
      nextAttemptAt: start + 300_000,
      errors: [{ code: serverDownCode, message: 'HTTP 502' }],
    });
    await put(item);
    serve(status(503));
    const result = await sendAgain(item.id, origin);
    expect(keys()).toEqual([item.id]);
    expect(result).toMatchObject({ state: 'queued', attempts: 1, refusedSince: start, nextAttemptAt: start + 5000 });
    expect(result?.errors).toBeUndefined();
    expect(await stored(item)).toEqual(result);
  });

  it('delivers it when the server takes it', async () => {
    const item = callback('a', { state: 'failed', attempts: 31, refusedSince: start - 2 * giveUpAfterMs, errors: [{ code: serverDownCode, message: 'HTTP 502' }] });
    await put(item);
    serve(accepted);
    const result = await sendAgain(item.id, origin);
    expect(result).toMatchObject({ state: 'sent', attempts: 1, receipt: receiptBody(1) });
    expect(result?.errors).toBeUndefined();
    expect(result?.refusedSince).toBeUndefined();
  });
});
