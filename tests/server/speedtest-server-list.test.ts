/**
 * LibreSpeed's server-list format: a provider's list (SPEEDTEST_SERVER_LIST) replaces the
 * `speedtest` collection, the page offers its servers, and the engine measures against a server
 * whose endpoints have LibreSpeed's PHP names, asking with `cors` as LibreSpeed's client does.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemFromLibreSpeed, maxListedServers, readLibreSpeedList } from '../../server/speedtest/server-list';
import { runSpeedTest } from '../../workers/speedtest/engine';
import { endpointsOf, fresh } from '../../workers/speedtest/context';
import { type DelayedProxy, delayedProxy } from '../support/delayed-proxy';
import { engineContext } from '../support/engine-context';
import { type RunningServer, runServerExpectingFailure, startServer } from '../support/server';

const php: Record<string, string> = { '/backend/garbage.php': '/speedtest/garbage', '/backend/empty.php': '/speedtest/empty', '/backend/getIP.php': '/speedtest/getIP' };

/** A LibreSpeed PHP backend's face on our measurement server: its names only, none of our receive reports. */
const phpFace = { paths: php, drop: ['x-bytes-received', 'x-receive-span', 'x-receive-profile', 'server-timing'] };

const entry = (over: Record<string, unknown> = {}) => ({
  name: 'Вільнянськ',
  server: 'https://st-vilniansk.zorianet.example/backend/',
  dlURL: 'garbage.php',
  ulURL: 'empty.php',
  pingURL: 'empty.php',
  getIpURL: 'getIP.php',
  ...over,
});

describe("reading LibreSpeed's server list", () => {
  it('joins server and path as LibreSpeed does, and takes "//" as https', () => {
    expect(itemFromLibreSpeed(entry({ server: '//st.zorianet.example/backend/', sponsorName: 'ZoriaNet' }), 0)).toEqual({
      id: 1,
      status: 'published',
      position: 1,
      name_ukr: 'Вільнянськ',
      name_ru: 'Вільнянськ',
      url: 'https://st.zorianet.example/backend/',
      endpoints: {
        download: 'https://st.zorianet.example/backend/garbage.php',
        upload: 'https://st.zorianet.example/backend/empty.php',
        ping: 'https://st.zorianet.example/backend/empty.php',
        ip: 'https://st.zorianet.example/backend/getIP.php',
      },
    });
    // A server without a trailing slash and paths with one: joined as they are.
    expect(itemFromLibreSpeed(entry({ id: 7, server: 'https://st.zorianet.example/backend', dlURL: '/garbage.php' }), 3)).toMatchObject({
      id: 7,
      position: 4,
      url: 'https://st.zorianet.example/backend/',
      endpoints: { download: 'https://st.zorianet.example/backend/garbage.php' },
    });
    expect(itemFromLibreSpeed(entry({ server: '/speedtest/', dlURL: 'garbage' }), 0)).toMatchObject({ url: '/speedtest/', endpoints: { download: '/speedtest/garbage' } });
  });

  it.each([
    ['plain http to another host', entry({ server: 'http://st.zorianet.example/' })],
    ['a script URL', entry({ server: 'javascript:alert(1)//' })],
    ['a query in a path', entry({ dlURL: 'garbage.php?ckSize=100' })],
    ['a space in a path', entry({ pingURL: 'empty .php' })],
    ['credentials before a host (fetch refuses them)', entry({ server: 'https://st.zorianet.example', getIpURL: '@evil.example/ip' })],
  ])('refuses %s', (_, bad) => {
    expect(typeof itemFromLibreSpeed(bad, 0)).toBe('string');
  });

  it('refuses a list that is not one, is empty, too long or has one id twice, naming the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'zorianet-list-'));
    try {
      const file = join(dir, 'servers.json');
      const cases: [string, string][] = [
        ['{ not json', 'SPEEDTEST_SERVER_LIST'],
        ['{}', 'must be an array'],
        ['[]', 'non-empty'],
        [JSON.stringify(Array.from({ length: maxListedServers + 1 }, (_, i) => entry({ id: i + 1 }))), `at most length ${maxListedServers}`],
        [JSON.stringify([entry({ id: 2 }), entry({ id: 2 })]), 'duplicate id 2'],
        [JSON.stringify([entry({ name: '' })]), 'name'],
        [JSON.stringify([entry({ server: 'http://st.zorianet.example/' })]), 'server 0 ("Вільнянськ")'],
      ];
      for (const [text, reason] of cases) {
        writeFileSync(file, text);
        expect(() => readLibreSpeedList(file), text.slice(0, 40)).toThrow(reason);
        expect(() => readLibreSpeedList(file)).toThrow(file);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('asks a listed server with cors, as LibreSpeed does, and ours by its own names', () => {
    const listed = endpointsOf({ url: 'https://st.zorianet.example/backend/', name: 'x', endpoints: { download: 'https://st.zorianet.example/backend/garbage.php', upload: 'https://st.zorianet.example/backend/empty.php', ping: 'https://st.zorianet.example/backend/empty.php', ip: 'https://st.zorianet.example/backend/getIP.php' } });
    expect(listed.download).toBe('https://st.zorianet.example/backend/garbage.php?cors=true');
    expect(fresh(listed.download, 'ckSize=4')).toMatch(/^https:\/\/st\.zorianet\.example\/backend\/garbage\.php\?cors=true&ckSize=4&r=\w+$/);
    const own = endpointsOf({ url: 'http://127.0.0.1:8080/speedtest/', name: 'y' });
    expect(own).toEqual({
      download: 'http://127.0.0.1:8080/speedtest/garbage',
      upload: 'http://127.0.0.1:8080/speedtest/empty',
      ping: 'http://127.0.0.1:8080/speedtest/empty',
      ip: 'http://127.0.0.1:8080/speedtest/getIP',
      received: 'http://127.0.0.1:8080/speedtest/received',
    });
    expect(fresh(own.ping)).toMatch(/^http:\/\/127\.0\.0\.1:8080\/speedtest\/empty\?r=\w+$/);
  });
});

describe('a site whose servers come from a LibreSpeed list', () => {
  const dir = mkdtempSync(join(tmpdir(), 'zorianet-list-'));
  const listFile = join(dir, 'servers.json');
  const seen: string[] = [];
  let measurement: RunningServer;
  let backend: DelayedProxy;
  let backendUrl = '';
  let site: RunningServer;

  beforeAll(async () => {
    measurement = await startServer({ SPEEDTEST_ONLY: 'true' });
    backend = await delayedProxy(measurement.url, 0, { ...phpFace, seen: (line) => seen.push(line) });
    backendUrl = backend.url;
    writeFileSync(
      listFile,
      JSON.stringify([
        { id: 1, name: 'ZoriaNet, Запоріжжя', server: '/speedtest/', dlURL: 'garbage', ulURL: 'empty', pingURL: 'empty', getIpURL: 'getIP' },
        { id: 2, name: 'Вільнянськ (LibreSpeed)', server: `${backendUrl}/backend/`, dlURL: 'garbage.php', ulURL: 'empty.php', pingURL: 'empty.php', getIpURL: 'getIP.php', sponsorName: 'ZoriaNet' },
      ]),
    );
    site = await startServer({ SPEEDTEST_SERVER_LIST: listFile });
  });
  afterAll(async () => {
    await site?.stop();
    await backend?.stop();
    await measurement?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("offers the list's servers in both languages and lets the page call them (CSP connect-src)", async () => {
    for (const path of ['/speed-test', '/ru/speed-test']) {
      const page = await fetch(`${site.url}${path}`);
      const html = await page.text();
      const options = [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1], m[2]]);
      expect(options.slice(1)).toEqual([
        ['/speedtest/', 'ZoriaNet, Запоріжжя'],
        [`${backendUrl}/backend/`, 'Вільнянськ (LibreSpeed)'],
      ]);
      const connect = (page.headers.get('content-security-policy') ?? '').split('; ').find((d) => d.startsWith('connect-src'));
      expect(connect).toBe(`connect-src 'self' ${backendUrl}`);
    }
  });

  it('measures against a server by its listed PHP endpoints, and records only its name and URL', async () => {
    const [, listed] = readLibreSpeedList(listFile);
    const server = { url: listed!.url, name: listed!.name_ukr, endpoints: listed!.endpoints };
    seen.length = 0;
    const result = await runSpeedTest(engineContext(), { servers: [server], maxSeconds: 2 });
    expect(result.server).toEqual({ url: `${backendUrl}/backend/`, name: 'Вільнянськ (LibreSpeed)' });
    expect(result.download).toBeGreaterThan(0);
    expect(result.upload).toBeGreaterThan(0);
    expect(result.idle.samples.length).toBeGreaterThanOrEqual(10);
    expect(result.ip).toBe('127.0.0.1');
    const asked = new Set(seen.map((line) => line.replace(/\?.*/, '')));
    expect([...asked].sort()).toEqual(['GET /backend/empty.php', 'GET /backend/garbage.php', 'GET /backend/getIP.php', 'GET /backend/received', 'POST /backend/empty.php'].sort());
    // Every LibreSpeed endpoint asked with cors (its backend answers CORS only then).
    expect(seen.filter((line) => line.includes('.php')).every((line) => line.includes('?cors=true&'))).toBe(true);
  });

  it('refuses to start on a bad list, saying which variable and why', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify([entry({ server: 'ftp://st.zorianet.example/' })]));
    const { code, output } = await runServerExpectingFailure({ SPEEDTEST_SERVER_LIST: bad });
    expect(code).not.toBe(0);
    expect(output).toContain(`SPEEDTEST_SERVER_LIST ${bad}: server 0 ("Вільнянськ")`);
  });
});
