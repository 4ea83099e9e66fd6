import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FromWorker } from '../../src/domain/speedtest/protocol';
import { runSpeedTest } from '../../workers/speedtest/engine';
import { downloadPlan, firstWindowBin } from '../../workers/speedtest/transfer';
import { streamedBody } from '../../workers/speedtest/upload-live';
import { maxBody } from '../../workers/speedtest/upload-sizing';
import { engineContext } from '../support/engine-context';
import { type RunningServer, startServer } from '../support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

describe('speed-test engine against the real server', () => {
  it('runs every phase and reports consistent figures', async () => {
    const messages: FromWorker[] = [];
    const result = await runSpeedTest(engineContext(new AbortController().signal, messages), {
      servers: [{ url: `${server.url}/speedtest/`, name: 'local' }],
      maxSeconds: 4,
    });
    expect(messages.filter((m) => m.type === 'phase').map((m) => (m as { phase: string }).phase)).toEqual([
      'server',
      'latency',
      'download',
      'upload',
      'done',
    ]);
    expect(result.idle.samples.length).toBeGreaterThanOrEqual(20);
    expect(result.download).toBeGreaterThan(50);
    expect(result.upload).toBeGreaterThan(50);
    expect(result.bytes.upload).toBeGreaterThan(0);
    // A settled download's figure comes from after the last stream's ramp, and its test ran 2 s past it.
    const down = result.series?.download;
    expect(down).toBeDefined();
    if (down?.stable) {
      expect(down.from).toBeGreaterThanOrEqual(firstWindowBin(downloadPlan, downloadPlan.max));
      expect(down.to).toBeGreaterThanOrEqual(firstWindowBin(downloadPlan, downloadPlan.max) + downloadPlan.plateauBins);
    }
  }, 60_000);

  it('uploads one long body per stream to our server, and sized requests to a server without live timelines', async () => {
    const uploadsTo = async (live: boolean) => {
      const posts: number[] = [];
      const finalReads: string[] = [];
      const ctx = engineContext(new AbortController().signal, []);
      ctx.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (init?.method === 'POST') posts.push((init.body as Blob).size);
        if (url.includes('/received?') && !url.includes('live=1')) finalReads.push(url);
        // A LibreSpeed server has no live timeline.
        if (!live && url.includes('live=1')) return Promise.resolve(new Response('{}', { status: 404 }));
        return fetch(input, init);
      };
      const result = await runSpeedTest(ctx, { servers: [{ url: `${server.url}/speedtest/`, name: 'local' }], maxSeconds: 3 });
      expect(result.upload).toBeGreaterThan(50);
      return { posts, finalReads };
    };
    const { posts: streamed, finalReads: streamedReads } = await uploadsTo(true);
    expect(streamed.length).toBeGreaterThanOrEqual(3);
    expect(new Set(streamed)).toEqual(new Set([streamedBody]));
    // Streamed: the live reads complete the timeline, with no final read that waits for the cut-off bodies.
    expect(streamedReads).toEqual([]);
    const { posts: sized, finalReads: sizedReads } = await uploadsTo(false);
    expect(sizedReads).toHaveLength(1);
    expect(sized.length).toBeGreaterThan(streamed.length);
    expect(Math.max(...sized)).toBeLessThanOrEqual(maxBody);
  }, 60_000);

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const run = runSpeedTest(engineContext(controller.signal, []), { servers: [{ url: `${server.url}/speedtest/`, name: 'local' }] });
    setTimeout(() => controller.abort(new DOMException('hidden', 'AbortError')), 1500);
    await expect(run).rejects.toThrow();
  });
});
