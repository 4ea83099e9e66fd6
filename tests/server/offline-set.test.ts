/** The offline set the service worker asks for when it installs: what the pages marked, each read answering. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OfflineSet, offlineSetPath, offlineSetUrls } from '../../src/domain/offline-set';
import { type RunningServer, startServer } from '../support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

describe('the offline set', () => {
  it('lists the content reads the pages marked, each once and each answering 200 with data', async () => {
    const res = await fetch(server.url + offlineSetPath);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const { urls } = (await res.json()) as OfflineSet;
    // The site's data, every tariff, and the marked reads of 16 page folders (FAQ, guides, TV, ...).
    expect(urls.length).toBeGreaterThanOrEqual(50);
    expect(new Set(urls).size).toBe(urls.length);
    for (const marked of ['/content/items/faq?', '/content/items/guides?', '/content/items/tv_channels?', '/content/items/internet_tariffs?']) {
      expect(urls.some((u) => u.startsWith(marked)), marked).toBe(true);
    }
    for (const url of urls) {
      const answer = await fetch(server.url + url);
      expect(answer.status, url).toBe(200);
      expect(((await answer.json()) as { data?: unknown }).data, url).toBeDefined();
    }
  });

  it('is read by the worker as paths under /content/ only', () => {
    expect(offlineSetUrls({ urls: ['/content/items/faq', 'https://elsewhere.example/x', '/api/v1/x', 5] })).toEqual(['/content/items/faq']);
    expect(offlineSetUrls({ urls: 'not a list' })).toBeNull();
    expect(offlineSetUrls(null)).toBeNull();
  });
});
