import type { Page } from '@playwright/test';
import { RTCPeerConnection } from 'werift';
import type { LossResult } from '../../src/domain/speedtest/loss';
import { expect, hydrated, test } from './fixtures';
import { latestHistoryEntry } from './speed-history';

const latestLoss = async (page: Page) => (await latestHistoryEntry<{ loss?: LossResult } | undefined>(page))?.loss;

/**
 * Waits until the server holds no packet-loss session (SPEEDTEST_COUNTERS is on for these tests):
 * every test here opens them from one address, and the server allows that address two at once.
 */
async function noLossSessions(baseURL: string): Promise<void> {
  await expect
    .poll(async () => ((await (await fetch(`${baseURL}/speedtest/counters`)).json()) as { lossSessions: number }).lossSessions, { timeout: 30_000, intervals: [100, 250, 500] })
    .toBe(0);
}

test('a test measures packet loss over WebRTC: 0 % on loopback, from packets really echoed', async ({ page, consoleErrors, baseURL }) => {
  test.setTimeout(90_000);
  await noLossSessions(baseURL ?? '');
  await page.goto('/speed-test?start=1');
  await hydrated(page);
  const results = page.getByRole('region', { name: 'Ваш результат' });
  await expect(results).toBeVisible({ timeout: 60_000 });
  const line = results.getByTestId('result-loss');
  await expect(line).toHaveAttribute('data-measured', 'true');
  await expect(line).toContainText('Втрати пакетів: без навантаження 0 %, під час завантаження 0 %, під час віддачі 0 %');
  const loss = await latestLoss(page);
  test.info().annotations.push({ type: 'loss', description: JSON.stringify(loss) });
  expect(consoleErrors).toEqual([]);
  expect(loss?.measured).toBe(true);
  if (!loss?.measured) return;
  // Packets through every phase (idle 100 a second, under load up to 50): the figures rest on packets sent and echoed.
  for (const phase of ['idle', 'download', 'upload'] as const) {
    expect(loss[phase]?.sent, phase).toBeGreaterThanOrEqual(10);
    expect(loss[phase]?.lost, phase).toBe(0);
    expect(loss[phase]?.jitter, phase).not.toBeNull();
  }
  expect(Number(await line.getAttribute('data-sent'))).toBe((loss.idle?.sent ?? 0) + (loss.download?.sent ?? 0) + (loss.upload?.sent ?? 0));
});

test('without WebRTC the page says packet loss was not measured, never 0 %', async ({ page, consoleErrors }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    delete (window as { RTCPeerConnection?: unknown }).RTCPeerConnection;
  });
  await page.goto('/speed-test?start=1');
  await hydrated(page);
  const results = page.getByRole('region', { name: 'Ваш результат' });
  await expect(results).toBeVisible({ timeout: 60_000 });
  const line = results.getByTestId('result-loss');
  await expect(line).toHaveText('Втрати пакетів не виміряно: цей браузер не підтримує WebRTC.');
  await expect(results).not.toContainText('Втрати пакетів:');
  expect(await latestLoss(page)).toEqual({ measured: false, reason: 'unsupported' });
  expect(consoleErrors).toEqual([]);
});

test('when the server refuses the channel the page says packet loss was not measured', async ({ page, consoleErrors }) => {
  test.setTimeout(90_000);
  await page.route('**/speedtest/loss/offer', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"errors":[{"message":"too many packet-loss sessions"}]}' }));
  await page.goto('/speed-test?start=1');
  await hydrated(page);
  const results = page.getByRole('region', { name: 'Ваш результат' });
  await expect(results).toBeVisible({ timeout: 60_000 });
  await expect(results.getByTestId('result-loss')).toHaveText("Втрати пакетів не виміряно: з'єднання для цього не вдалося встановити.");
  expect(await latestLoss(page)).toEqual({ measured: false, reason: 'failed' });
  // The refused offer's 503 is the one error the console shows.
  expect(consoleErrors.filter((e) => !/503/.test(e))).toEqual([]);
  consoleErrors.length = 0;
});

/** A packet-loss session opened from this machine's address (the page's too), its channel open. */
async function holdSession(baseURL: string): Promise<{ pc: RTCPeerConnection; channel: ReturnType<RTCPeerConnection['createDataChannel']> }> {
  const pc = new RTCPeerConnection({ iceServers: [] });
  const channel = pc.createDataChannel('loss', { ordered: false, maxRetransmits: 0 });
  await pc.setLocalDescription(await pc.createOffer());
  const res = await fetch(`${baseURL}/speedtest/loss/offer`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'offer', sdp: pc.localDescription?.sdp }) });
  expect(res.status).toBe(200);
  await pc.setRemoteDescription((await res.json()) as { type: 'answer'; sdp: string });
  await new Promise<void>((resolve, reject) => {
    const limit = setTimeout(() => reject(new Error('channel never opened')), 10_000);
    channel.stateChanged.subscribe((state) => state === 'open' && (clearTimeout(limit), resolve()));
  });
  return { pc, channel };
}

test('a visitor whose address already holds 2 sessions gets 429 and a figure-less "not measured", no error', async ({ page, consoleErrors, baseURL }) => {
  test.setTimeout(90_000);
  await noLossSessions(baseURL ?? '');
  // Two tests already running from this address (other tabs): the server's cap per address.
  const held = [await holdSession(baseURL ?? ''), await holdSession(baseURL ?? '')];
  try {
    const offer = page.waitForResponse('**/speedtest/loss/offer');
    await page.goto('/speed-test?start=1');
    await hydrated(page);
    expect((await offer).status()).toBe(429);
    const results = page.getByRole('region', { name: 'Ваш результат' });
    await expect(results).toBeVisible({ timeout: 60_000 });
    await expect(results.getByTestId('result-loss')).toHaveText("Втрати пакетів не виміряно: з'єднання для цього не вдалося встановити.");
    await expect(results).not.toContainText('Втрати пакетів:');
    expect(await latestLoss(page)).toEqual({ measured: false, reason: 'failed' });
    // The refused offer's 429 is the one console line: the page itself shows no error.
    expect(consoleErrors.filter((e) => !/429/.test(e))).toEqual([]);
    consoleErrors.length = 0;
  } finally {
    // Closing its channel ends a session on the server at once (as a page's does).
    held.forEach(({ channel }) => channel.close());
    await Promise.all(held.map(({ pc }) => pc.close()));
    await noLossSessions(baseURL ?? '');
  }
});
