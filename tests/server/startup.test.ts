import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite } from '../../server/db/sqlite';
import { describe, expect, it } from 'vitest';
import { root, runServerExpectingFailure, startServer } from '../support/server';

describe('start-up checks', () => {
  it('refuses content with a wrong field, naming the file, the item and the field', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zorianet-content-'));
    try {
      cpSync(join(root, 'content'), dir, { recursive: true });
      const phones = JSON.parse(readFileSync(join(dir, 'phones.json'), 'utf8'));
      phones[2].code = '5O0';
      writeFileSync(join(dir, 'phones.json'), JSON.stringify(phones));
      const { code, output } = await runServerExpectingFailure({ CONTENT_DIR: dir, DATA_DIR: join(dir, 'data') });
      expect(code).toBe(1);
      expect(output).toContain('phones.json');
      expect(output).toContain('item 2 (id 3)');
      expect(output).toContain('field "code"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names a bad configuration variable', async () => {
    const { code, output } = await runServerExpectingFailure({ PORT: 'eighty' });
    expect(code).toBe(1);
    expect(output).toContain('PORT must be a whole number from 0 to 65535 (was "eighty")');
  });

  it('names every bad variable at once, each with what it wants, and never prints a secret', async () => {
    // One bad value of each kind of variable (server/env-values.ts).
    const bad: Record<string, [string, string]> = {
      PORT: ['65536', 'a whole number from 0 to 65535 (was "65536")'],
      LOG_LEVEL: ['loud', 'one of fatal, error, warn, info, debug, trace, silent (was "loud")'],
      PAGE_CACHE: ['maybe', 'on or off (was "maybe")'],
      SPEEDTEST_COUNTERS: ['yes', 'true or false (was "yes")'],
      // A key every object has is no flag.
      PAGE_CACHE_STATS: ['constructor', 'true or false (was "constructor")'],
      FORM_RATE_LIMIT: ['10 per minute', '"count/seconds" like 10/600 (was "10 per minute")'],
      PUBLIC_ORIGIN: ['https://zorianet.example/uk/', 'an origin like https://example.com (was "https://zorianet.example/uk/")'],
      CLIENT_NETWORKS: ['10.0.0.0/8, 10.0.0.0/33', 'a comma-separated list of CIDR subnets (was "10.0.0.0/33")'],
      TRUST_PROXY: ['yes', "false, true (a proxy on this machine) or a comma-separated list of the proxies' addresses or subnets (was \"yes\")"],
      SMTP_URL: ['http://user:password@mail.example', 'an smtp or smtps URL (was "http://…@mail.example")'],
      CRM_BASE_URL: ['crm.example', 'an http or https URL or a path on this site (was "crm.example")'],
      MAIL_FROM: ['site at zorianet', 'an e-mail address (was "site at zorianet")'],
      ADMIN_TOKEN: ['hunter2', 'at least 16 characters long'],
      CRM_AUTHORIZATION: ['Basic a\r\nX-Injected: 1', 'one line'],
      LOSS_ICE_ADDRESS: ['nat.example', 'an IP address (was "nat.example")'],
      LOSS_UDP_PORTS: ['40999-40000', 'a range like 40000-40999 within 1024-65535 (was "40999-40000")'],
      MAP_TILE_URL: ['https://tiles.example/{x}/{y}.png', 'an http(s) URL template with {z}, {x} and {y} (was "https://tiles.example/{x}/{y}.png")'],
    };
    const { code, output } = await runServerExpectingFailure(Object.fromEntries(Object.entries(bad).map(([name, [value]]) => [name, value])));
    expect(code).toBe(1);
    for (const [name, [, wanted]] of Object.entries(bad)) expect(output).toContain(`${name} must be ${wanted}`);
    for (const secret of ['password', 'hunter2', 'X-Injected']) expect(output).not.toContain(secret);
  });

  it('reads every variable left empty as unset', async () => {
    const names = ['LOG_LEVEL', 'PAGE_CACHE', 'PAGE_CACHE_STATS', 'TRUST_PROXY', 'CLIENT_NETWORKS', 'READ_RATE_LIMIT', 'CAPTCHA_MAX_COUNTER', 'MAIL_FROM', 'LOSS_UDP_PORTS', 'MAP_TILE_URL'];
    const server = await startServer(Object.fromEntries(names.map((name) => [name, ''])));
    try {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${server.url}/__page-cache`)).status).toBe(404);
    } finally {
      await server.stop();
    }
  });

  it('refuses an ALLOWED_HOSTS entry that is not a host', async () => {
    const { code, output } = await runServerExpectingFailure({ ALLOWED_HOSTS: 'zorianet.example, https://evil.example/path' });
    expect(code).toBe(1);
    expect(output).toContain('ALLOWED_HOSTS must be a comma-separated list of hosts');
    expect(output).toContain('https://evil.example/path');
  });

  it('refuses a CLIENT_NETWORKS subnet with an empty or second prefix (an empty one read as /0: every address a client)', async () => {
    for (const cidr of ['10.0.0.0/', '10.0.0.0/8/16']) {
      const { code, output } = await runServerExpectingFailure({ CLIENT_NETWORKS: `192.168.0.0/16, ${cidr}` });
      expect(code).toBe(1);
      expect(output).toContain(`CLIENT_NETWORKS must be a comma-separated list of CIDR subnets (was "${cidr}")`);
    }
  });

  it('creates the SQLite database with its migrations applied', async () => {
    const server = await startServer();
    try {
      const db = openSqlite(join(server.dataDir, 'site.db'), { readonly: true });
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all();
      expect(tables).toEqual(expect.arrayContaining(['schema_migrations', 'submissions']));
      db.close();
    } finally {
      await server.stop();
    }
  });
});
