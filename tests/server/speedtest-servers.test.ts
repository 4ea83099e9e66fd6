import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FromWorker } from '../../src/domain/speedtest/protocol';
import { runSpeedTest } from '../../workers/speedtest/engine';
import { nearestServer, serverChoice } from '../../workers/speedtest/server-choice';
import { type DelayedProxy, delayedProxy } from '../support/delayed-proxy';
import { engineContext } from '../support/engine-context';
import { type RunningServer, root, startServer } from '../support/server';

/** A server that takes the connection and never answers. */
const silent = () => createServer(() => undefined);

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

let measurement: RunningServer;
let far: DelayedProxy;
let dead: Server;
const sockets = new Set<Socket>();
const urls = { near: '', far: '', dead: '' };

beforeAll(async () => {
  measurement = await startServer({ SPEEDTEST_ONLY: 'true' });
  far = await delayedProxy(measurement.url, 40);
  dead = silent();
  dead.on('connection', (socket) => sockets.add(socket));
  urls.near = `${measurement.url}/speedtest/`;
  urls.far = `${far.url}/speedtest/`;
  urls.dead = `${await listen(dead)}/speedtest/`;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await far?.stop();
  await new Promise((resolve) => dead?.close(resolve));
  await measurement?.stop();
});

describe('choosing among several measurement servers', () => {
  it('picks the nearest by round trip, whatever the order of the list', async () => {
    const near = { url: urls.near, name: 'Запоріжжя' };
    const farther = { url: urls.far, name: 'Вільнянськ' };
    expect(await nearestServer(engineContext(), [farther, near])).toBe(near);
    expect(await nearestServer(engineContext(), [near, farther])).toBe(near);
  });

  it('passes over a server that does not answer, once the deadline is up', async () => {
    const near = { url: urls.near, name: 'near' };
    const started = performance.now();
    expect(await nearestServer(engineContext(), [{ url: urls.dead, name: 'dead' }, near])).toBe(near);
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(serverChoice.deadlineMs - 50);
    expect(took).toBeLessThan(serverChoice.deadlineMs + 3000);
  });

  it('says so when no server answers', async () => {
    const nowhere = [
      { url: urls.dead, name: 'dead' },
      { url: 'http://127.0.0.1:9/speedtest/', name: 'closed' },
    ];
    await expect(nearestServer(engineContext(), nowhere)).rejects.toThrow('No speed-test server answered');
  });

  it('stops choosing when the visitor stops the test', async () => {
    const stop = new AbortController();
    const choosing = nearestServer(engineContext(stop.signal), [{ url: urls.dead, name: 'dead' }, { url: urls.near, name: 'near' }]);
    setTimeout(() => stop.abort(new Error('stopped')), 100);
    await expect(choosing).rejects.toThrow('stopped');
  });

  it('records in the result the server it measured against', async () => {
    const messages: FromWorker[] = [];
    const result = await runSpeedTest(engineContext(undefined, messages), {
      servers: [
        { url: urls.far, name: 'far' },
        { url: urls.near, name: 'near' },
      ],
      maxSeconds: 2,
    });
    expect(result.server).toEqual({ url: urls.near, name: 'near' });
    expect(result.download).toBeGreaterThan(0);
  });
});

describe('measurement servers on other hosts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'zorianet-servers-'));
  let site: RunningServer | undefined;
  beforeAll(async () => {
    cpSync(join(root, 'content'), dir, { recursive: true });
    const items = JSON.parse(readFileSync(join(dir, 'speedtest.json'), 'utf8')) as unknown[];
    const more = [
      { id: 2, status: 'published', position: 2, name_ukr: 'ZoriaNet, Вільнянськ', name_ru: 'ZoriaNet, Вольнянск', url: 'https://st-vilniansk.zorianet.example/speedtest/' },
      { id: 3, status: 'published', position: 3, name_ukr: 'ZoriaNet, Балабине', name_ru: 'ZoriaNet, Балабино', url: 'https://st-balabyne.zorianet.example:8443/st/' },
      { id: 4, status: 'draft', position: 4, name_ukr: 'Чернетка', name_ru: 'Черновик', url: 'https://st-draft.zorianet.example/speedtest/' },
    ];
    writeFileSync(join(dir, 'speedtest.json'), JSON.stringify([...items, ...more]));
    site = await startServer({ CONTENT_DIR: dir });
  });
  afterAll(async () => {
    await site?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("lets the site's pages call every published one, and no draft (CSP connect-src)", async () => {
    const page = await fetch(`${site!.url}/speed-test`);
    const connect = (page.headers.get('content-security-policy') ?? '').split('; ').find((d) => d.startsWith('connect-src'));
    expect(connect).toBe("connect-src 'self' https://st-vilniansk.zorianet.example https://st-balabyne.zorianet.example:8443");
  });

  it.each([
    ['/speed-test', 'Сервер', 'Найближчий (обирає тест)', ['ZoriaNet, Запоріжжя', 'ZoriaNet, Вільнянськ', 'ZoriaNet, Балабине']],
    ['/ru/speed-test', 'Сервер', 'Ближайший (выбирает тест)', ['ZoriaNet, Запорожье', 'ZoriaNet, Вольнянск', 'ZoriaNet, Балабино']],
  ])('offers the visitor the choice of server on %s, the nearest first', async (path, label, first, names) => {
    const html = await (await fetch(`${site!.url}${path}`)).text();
    const select = /<label[^>]*>([^<]*)<!-- --> <select[^>]*name="server"[^>]*>(.*?)<\/select>/s.exec(html);
    expect(select?.[1]).toBe(label);
    const options = [...(select?.[2] ?? '').matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1], m[2]]);
    expect(options).toEqual([
      ['', first],
      ['/speedtest/', names[0]],
      ['https://st-vilniansk.zorianet.example/speedtest/', names[1]],
      ['https://st-balabyne.zorianet.example:8443/st/', names[2]],
    ]);
  });

  it('offers no choice where there is one server (the content as shipped)', async () => {
    const shipped = await startServer();
    try {
      const html = await (await fetch(`${shipped.url}/speed-test`)).text();
      expect(html).toContain('data-start=""');
      expect(html).not.toContain('name="server"');
    } finally {
      await shipped.stop();
    }
  });
});
