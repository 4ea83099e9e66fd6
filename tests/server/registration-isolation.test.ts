/** One application's session reaches its own photos only: another's are out of reach, unseen. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationCalls } from '../../src/domain/registration/contract';
import { Browser, filesOnDisk, idCardForm, photo } from '../support/registration';
import { type RunningServer, startServer } from '../support/server';

let server: RunningServer;
let alice: Browser;
let bob: Browser;
let bobsFile: string;
beforeAll(async () => {
  server = await startServer({ FORM_RATE_LIMIT: '1000/600' });
  alice = new Browser(server.url);
  bob = new Browser(server.url);
  expect((await alice.confirm(server.dataDir, '1007')).status).toBe(200);
  expect((await bob.confirm(server.dataDir, '1008')).status).toBe(200);
  const up = await bob.upload('1008', { name: 'tax_number', file: { data: await photo(1200, 800) } });
  bobsFile = String(up.body.id);
});
afterAll(() => server?.stop());

describe("registration: another application's photos", () => {
  it('cannot be read: under its own number 401, under the own number 404 exactly like an unknown id', async () => {
    expect((await alice.file('1008', bobsFile)).status).toBe(401);
    const theirs = await alice.file('1007', bobsFile);
    const unknown = await alice.file('1007', randomUUID());
    expect(theirs.status).toBe(404);
    expect(theirs.bytes.toString()).toBe(unknown.bytes.toString());
    expect(JSON.parse(theirs.bytes.toString())).toEqual({ errors: [{ field: 'file_id', code: 'file_not_found', message: 'Файл не знайдено' }] });
    expect((await alice.post(registrationCalls.getData, { connection_id: '1008' })).status).toBe(401);
    for (const fileId of ['../../1008/x', 42, null, { $ne: '' }, bobsFile.toUpperCase()]) expect((await alice.file('1007', fileId)).status, String(fileId)).toBe(404);
    expect((await bob.file('1008', bobsFile)).status).toBe(200);
  });

  it('cannot be deleted or replaced', async () => {
    expect((await alice.post(registrationCalls.deleteFiles, { connection_id: '1008', files: [bobsFile] })).status).toBe(401);
    expect((await alice.post(registrationCalls.deleteFiles, { connection_id: '1007', files: [bobsFile] })).body).toEqual({ deleted: 0 });
    expect((await alice.upload('1008', { name: 'tax_number', file: { data: await photo(1200, 800) } })).status).toBe(401);
    expect((await alice.post(registrationCalls.updateForm('1008'), idCardForm)).status).toBe(401);
    expect(filesOnDisk(server.dataDir, '1008')).toEqual([`${bobsFile}.jpg`]);
    expect((await bob.post(registrationCalls.getData, { connection_id: '1008' })).body.files).toEqual([expect.objectContaining({ id: bobsFile })]);
  });

  it('cannot be verified, alone or beside its own application', async () => {
    for (const online_form of [['1008'], ['1007', '1008'], ['1008', '1007']]) {
      const res = await alice.post(registrationCalls.runVerification, { context: { online_form } });
      expect(res.status, online_form.join()).toBe(401);
      expect(res.body.errors?.[0]).toMatchObject({ code: 'session_required', field: 'online_form' });
    }
    expect((await bob.post(registrationCalls.getData, { connection_id: '1008' })).body.sent_at).toBeNull();
  });
});
