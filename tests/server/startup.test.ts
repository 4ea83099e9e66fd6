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
    expect(output).toContain('PORT must be a number');
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
      expect(output).toContain(`CLIENT_NETWORKS must be a comma-separated list of CIDR subnets, got "${cidr}"`);
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
