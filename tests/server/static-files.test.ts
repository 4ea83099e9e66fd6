/**
 * What the build folder serves by name: never a source map (the whole source), never a
 * pre-compressed twin asked for directly (the server picks the encoding itself and answers it
 * with the file's own type).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, root, startServer } from '../support/server';

const client = join(root, 'dist', 'client');
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

const chunks = readdirSync(join(client, 'assets')).filter((f) => f.endsWith('.js'));

describe('source maps', () => {
  it('are not in the served folder; the build keeps them in dist/sourcemaps/', () => {
    const maps = readdirSync(client, { recursive: true }).filter((f) => String(f).endsWith('.map'));
    expect(maps).toEqual([]);
    expect(existsSync(join(root, 'dist', 'sourcemaps', 'sw.js.map'))).toBe(true);
    expect(readdirSync(join(root, 'dist', 'sourcemaps', 'assets')).filter((f) => f.endsWith('.js.map')).length).toBeGreaterThan(5);
  });

  it('/sw.js.map and /assets/<chunk>.js.map: 404', async () => {
    for (const path of ['/sw.js.map', ...chunks.slice(0, 5).map((c) => `/assets/${c}.map`)]) {
      const res = await fetch(server.url + path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(await res.text()).not.toContain('sourcesContent');
    }
  });
});

describe('pre-compressed files', () => {
  it('/sw.js.br, /sw.js.gz and an asset twin asked for by name: 404', async () => {
    const big = chunks.find((c) => existsSync(join(client, 'assets', `${c}.br`)));
    for (const path of ['/sw.js.br', '/sw.js.gz', `/assets/${big}.br`, `/assets/${big}.gz`]) {
      const res = await fetch(server.url + path);
      expect([path, res.status]).toEqual([path, 404]);
    }
  });

  it('are still what a client asking for the file with Accept-Encoding gets, with its own type', async () => {
    const res = await fetch(server.url + '/sw.js', { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });
});
