/**
 * The outbox's sender (src/outbox/flush.ts) as the browser runs it: the built module,
 * Chromium's IndexedDB and Web Locks, the real server (captcha, submissions, SQLite). Items are
 * written straight into the outbox's database; faults a server behind a proxy would show (503,
 * 429, no answer) are put on the wire with page.route.
 * In Chromium rather than Vitest: Node has no IndexedDB, and the project has no stand-in for it.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import type * as Sender from '../../src/outbox/flush';
import type { OutboxItem } from '../../src/outbox/types';
import { expect, test } from './fixtures';
import { storedCallback } from './stored-submissions';

const endpoint = /\/api\/v1\/phone_callback\//;
const manifest = JSON.parse(readFileSync(join('dist', 'client', '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
const senderChunk = `/${manifest['src/outbox/flush-later.ts']?.file}`;


/** A call-back the server accepts; its phone is the marker that finds the stored row. */
function callback(createdAt: number, extra: Partial<OutboxItem> = {}): OutboxItem {
  const phone = `067${String(randomInt(1_000_000, 9_999_999))}`;
  return {
    id: randomUUID(),
    kind: 'callback',
    locale: 'uk',
    fields: { fullname: 'Олена Петрівна', phone, consent: true },
    draft: null,
    summary: phone,
    returnTo: '/',
    state: 'queued',
    createdAt,
    attempts: 0,
    nextAttemptAt: 0,
    ...extra,
  };
}
const marker = (item: OutboxItem) => `+38${String(item.fields.phone)}`;

/** Reads or changes the outbox's database as idb-keyval keeps it (store "items", key = id). */
function outbox(page: Page, op: 'all' | 'put' | 'delete', arg?: OutboxItem | string): Promise<OutboxItem[]> {
  return page.evaluate(
    ([op, arg]) =>
      new Promise<OutboxItem[]>((resolve, reject) => {
        const open = indexedDB.open('zn-outbox');
        open.onupgradeneeded = () => open.result.createObjectStore('items');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('items', op === 'all' ? 'readonly' : 'readwrite');
          const items = tx.objectStore('items');
          const all = op === 'all' ? items.getAll() : null;
          if (op === 'put') items.put(arg, (arg as OutboxItem).id);
          if (op === 'delete') items.delete(arg as string);
          tx.oncomplete = () => {
            db.close();
            resolve((all?.result ?? []) as OutboxItem[]);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    [op, arg] as const,
  );
}
const put = (page: Page, ...items: OutboxItem[]) => Promise.all(items.map((item) => outbox(page, 'put', item)));
const itemOf = async (page: Page, id: string) => (await outbox(page, 'all')).find((i) => i.id === id);

/** Calls the sender in the page, as the outbox panel and the service worker do. */
function call<K extends keyof typeof Sender>(page: Page, name: K, arg?: unknown): Promise<Awaited<ReturnType<(typeof Sender)[K]>>> {
  return page.evaluate(([name, arg]) => (window as unknown as { sender: Record<string, (a: unknown) => unknown> }).sender[name]?.(arg), [name, arg] as const) as never;
}
const pageNow = (page: Page) => page.evaluate(() => Date.now());

/** The Idempotency-Key of every submission the page sends, in order. */
function keysSent(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (r) => {
    if (endpoint.test(r.url()) && r.method() === 'POST') keys.push(r.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

test.beforeEach(async ({ page }) => {
  // A same-origin page with no app on it: nothing but the test calls the sender.
  await page.goto('/robots.txt');
  await page.evaluate(`import(${JSON.stringify(senderChunk)}).then((m) => { window.sender = m; })`);
});

test('a delivered item is kept as sent with its receipt and announced; the server stores it once', async ({ page }) => {
  const item = callback(1);
  await put(page, item);
  const announced = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new BroadcastChannel('zn-outbox');
        channel.onmessage = (e: MessageEvent<{ type: string }>) => {
          if (e.data.type === 'sent') resolve(e.data.type);
        };
      }),
  );
  expect(await call(page, 'flushOutbox', { force: false })).toEqual({ sent: 1, remaining: 0 });
  const done = await itemOf(page, item.id);
  expect(done).toMatchObject({ state: 'sent', attempts: 1, receipt: { kind: 'callback' } });
  expect(done?.errors).toBeUndefined();
  expect(await announced).toBe('sent');
  expect(storedCallback(marker(item))).toHaveLength(1);
  // Sent items wait for the visitor's confirmation, not for another send.
  const keys = keysSent(page);
  expect(await call(page, 'flushOutbox', { force: true })).toEqual({ sent: 0, remaining: 0 });
  expect(keys).toEqual([]);
});

test('503: kept queued with a doubling wait counted from the first refusal; not tried before its time', async ({ page }) => {
  await page.route(endpoint, (route) => route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Service Unavailable</h1>' }));
  const item = callback(1);
  await put(page, item);
  const before = await pageNow(page);
  expect(await call(page, 'flushOutbox', {})).toEqual({ sent: 0, remaining: 1 });
  const after = await pageNow(page);
  const first = await itemOf(page, item.id);
  expect(first).toMatchObject({ state: 'queued', attempts: 1, unreachable: false });
  expect(first?.refusedSince).toBeGreaterThanOrEqual(before);
  expect(first?.nextAttemptAt).toBeGreaterThanOrEqual(before + 5000);
  expect(first?.nextAttemptAt).toBeLessThanOrEqual(after + 5000);

  // Its time has not come: a plain flush leaves it, a forced one (sync, back online) tries it.
  const keys = keysSent(page);
  expect(await call(page, 'flushOutbox', {})).toEqual({ sent: 0, remaining: 1 });
  expect(keys).toEqual([]);
  const again = await pageNow(page);
  expect(await call(page, 'flushOutbox', { force: true })).toEqual({ sent: 0, remaining: 1 });
  expect(keys).toEqual([item.id]);
  const second = await itemOf(page, item.id);
  expect(second).toMatchObject({ state: 'queued', attempts: 2, refusedSince: first?.refusedSince });
  expect(second?.nextAttemptAt).toBeGreaterThanOrEqual(again + 10_000);
  expect(storedCallback(marker(item))).toHaveLength(0);
});

test('the wait is at most five minutes, and Retry-After of a 429 overrides it', async ({ page }) => {
  let answer: (route: Route) => Promise<void> = (route) => route.fulfill({ status: 503, body: '' });
  await page.route(endpoint, (route) => answer(route));
  const tired = callback(1, { attempts: 40, refusedSince: Date.now() - 60_000 });
  await put(page, tired);
  const before = await pageNow(page);
  await call(page, 'flushOutbox', {});
  const capped = await itemOf(page, tired.id);
  expect(capped?.nextAttemptAt).toBeGreaterThanOrEqual(before + 300_000);
  expect(capped?.nextAttemptAt).toBeLessThanOrEqual((await pageNow(page)) + 300_000);

  answer = (route) => route.fulfill({ status: 429, headers: { 'Retry-After': '120' }, body: '' });
  const start = await pageNow(page);
  await call(page, 'flushOutbox', { force: true });
  const limited = await itemOf(page, tired.id);
  // A 429 is "not now", not the server failing: the run of 5xx refusals ends.
  expect(limited).toMatchObject({ state: 'queued', attempts: 42, refusedSince: undefined });
  expect(limited?.nextAttemptAt).toBeGreaterThanOrEqual(start + 120_000);
  expect(limited?.nextAttemptAt).toBeLessThanOrEqual((await pageNow(page)) + 120_000);
});

test('no answer at all: queued as unreachable, the run of 5xx refusals neither ends nor grows', async ({ page }) => {
  await page.route(endpoint, (route) => route.abort('internetdisconnected'));
  const since = Date.now() - 3_600_000;
  const item = callback(1, { attempts: 3, refusedSince: since });
  await put(page, item);
  expect(await call(page, 'flushOutbox', {})).toEqual({ sent: 0, remaining: 1 });
  expect(await itemOf(page, item.id)).toMatchObject({ state: 'queued', attempts: 4, unreachable: true, refusedSince: since });
});

test('5xx for more than a day: failed with the server-down reason, left alone, and "send again" delivers it', async ({ page }) => {
  await page.route(endpoint, (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }));
  const item = callback(1, { attempts: 30, refusedSince: Date.now() - 25 * 3_600_000 });
  await put(page, item);
  expect(await call(page, 'flushOutbox', {})).toEqual({ sent: 0, remaining: 0 });
  expect(await itemOf(page, item.id)).toMatchObject({ state: 'failed', attempts: 31, errors: [{ code: 'server_unavailable', message: 'HTTP 502' }] });
  const keys = keysSent(page);
  await call(page, 'flushOutbox', { force: true });
  expect(keys).toEqual([]);

  await page.unroute(endpoint);
  expect(await call(page, 'sendAgain', item.id)).toMatchObject({ state: 'sent', attempts: 1, refusedSince: undefined, errors: undefined });
  expect(keys).toEqual([item.id]);
  expect(storedCallback(marker(item))).toHaveLength(1);
});

test('a refusal the visitor can fix (4xx): failed with the server\'s reasons, never sent again by itself', async ({ page }) => {
  const item = callback(1);
  item.fields.phone = '12';
  await put(page, item);
  expect(await call(page, 'flushOutbox', {})).toEqual({ sent: 0, remaining: 0 });
  const failed = await itemOf(page, item.id);
  expect(failed).toMatchObject({ state: 'failed', attempts: 1 });
  expect(failed?.errors?.map((e) => e.field)).toContain('phone');
  const keys = keysSent(page);
  await call(page, 'flushOutbox', { force: true });
  expect(await call(page, 'sendNow', item.id)).toMatchObject({ state: 'failed', attempts: 1 });
  expect(keys).toEqual([]);
});

test('a refused captcha alone gets one fresh try within the same attempt', async ({ page }) => {
  let refused = 0;
  await page.route(endpoint, async (route) => {
    if (refused++ > 0) return route.continue();
    await route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ errors: [{ code: 'captcha', message: 'captcha' }] }) });
  });
  const item = callback(1);
  await put(page, item);
  expect(await call(page, 'flushOutbox', {})).toEqual({ sent: 1, remaining: 0 });
  expect(refused).toBe(2);
  expect(await itemOf(page, item.id)).toMatchObject({ state: 'sent', attempts: 1 });
});

test('sends the oldest first, retries one cut off while sending, skips failed ones', async ({ page }) => {
  const newest = callback(3000);
  const oldest = callback(1000);
  const cutOff = callback(2000, { state: 'sending', attempts: 1, nextAttemptAt: Date.now() + 60_000 });
  const failed = callback(1500, { state: 'failed', attempts: 1, errors: [{ code: 'x', message: 'x' }] });
  await put(page, newest, failed, oldest, cutOff);
  const keys = keysSent(page);
  expect(await call(page, 'flushOutbox', { force: true })).toEqual({ sent: 3, remaining: 0 });
  expect(keys).toEqual([oldest.id, cutOff.id, newest.id]);
  expect((await itemOf(page, failed.id))?.state).toBe('failed');
});

test('an item the visitor removes while another is being sent is not brought back nor sent', async ({ page }) => {
  const first = callback(1);
  const removed = callback(2);
  const kept = callback(3);
  await put(page, first, removed, kept);
  await page.route(endpoint, async (route) => {
    if (route.request().headers()['idempotency-key'] === first.id) await outbox(page, 'delete', removed.id);
    await route.continue();
  });
  const keys = keysSent(page);
  expect(await call(page, 'flushOutbox', { force: true })).toEqual({ sent: 2, remaining: 0 });
  expect(keys).toEqual([first.id, kept.id]);
  expect(await itemOf(page, removed.id)).toBeUndefined();
  expect(storedCallback(marker(removed))).toHaveLength(0);
});

test('an item the visitor removes during its own attempt is not brought back', async ({ page }) => {
  const item = callback(1);
  await put(page, item);
  await page.route(endpoint, async (route) => {
    await outbox(page, 'delete', item.id);
    await route.continue();
  });
  await call(page, 'flushOutbox', {});
  expect(await itemOf(page, item.id)).toBeUndefined();
});
