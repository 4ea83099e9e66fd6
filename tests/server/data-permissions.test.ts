/**
 * The data folder holds visitors' submissions, resumes and e-mails: only the server's user may
 * read them (folders 0700, files 0600), also a folder an older version left 0755 with 0644 files.
 */
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server';
import { goodVacancy, pdf, sendJson, sendVacancy, uploadedFiles, vacancyForm } from '../support/forms';

const parent = mkdtempSync(join(tmpdir(), 'zorianet-perm-'));
const dataDir = join(parent, 'data');
let server: RunningServer;

beforeAll(async () => {
  // As an older version left it: readable by all, with an old upload.
  mkdirSync(join(dataDir, 'uploads'), { recursive: true, mode: 0o755 });
  chmodSync(dataDir, 0o755);
  writeFileSync(join(dataDir, 'uploads', 'old.pdf'), pdf, { mode: 0o644 });
  chmodSync(join(dataDir, 'uploads', 'old.pdf'), 0o644);
  server = await startServer({ DATA_DIR: dataDir, CAPTCHA_MAX_COUNTER: '300', FORM_RATE_LIMIT: '1000/60' });
});
afterAll(async () => {
  await server?.stop();
  rmSync(parent, { recursive: true, force: true });
});

const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

it('keeps the data folder, the database, uploads, e-mails and the captcha key to the server user', async () => {
  expect((await sendVacancy(server.url, vacancyForm(goodVacancy, { name: 'cv.pdf', data: pdf, type: 'application/pdf' }))).status).toBe(201);
  expect((await sendJson(server.url, 'director', { email: 'client@example.com', text: 'Дякую за швидке підключення!', consent: true })).status).toBe(201);
  const mail = join(dataDir, 'mail');
  await expect.poll(() => (statSync(mail, { throwIfNoEntry: false }) ? readdirSync(mail).filter((f) => f.endsWith('.eml')).length : 0), { timeout: 10_000 }).toBe(2);

  const folders = [dataDir, join(dataDir, 'uploads'), join(dataDir, 'uploads', 'tmp'), mail];
  const files = [
    ...readdirSync(dataDir).filter((f) => f.startsWith('site.db') || f === 'altcha.key').map((f) => join(dataDir, f)),
    ...uploadedFiles(dataDir),
    ...readdirSync(mail).map((f) => join(mail, f)),
  ];
  expect(files.length).toBeGreaterThanOrEqual(6); // site.db (+ -wal, -shm), altcha.key, two uploads, two e-mails
  expect(Object.fromEntries(folders.map((f) => [f, mode(f)]))).toEqual(Object.fromEntries(folders.map((f) => [f, '700'])));
  expect(Object.fromEntries(files.map((f) => [f, mode(f)]))).toEqual(Object.fromEntries(files.map((f) => [f, '600'])));
});
