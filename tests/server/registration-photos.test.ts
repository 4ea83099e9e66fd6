/** Photos kept as pixels only (no EXIF, GPS or XMP), upright; one per slot; replays answered once. */
import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationCalls } from '../../src/domain/registration/contract';
import { query } from '../support/forms';
import { Browser, filesOnDisk, photo } from '../support/registration';
import { type RunningServer, startServer } from '../support/server';

let server: RunningServer;
let b: Browser;
beforeAll(async () => {
  server = await startServer({ FORM_RATE_LIMIT: '1000/600' });
  b = new Browser(server.url);
  expect((await b.confirm(server.dataDir, '1006')).status).toBe(200);
});
afterAll(() => server?.stop());

const xmp = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Olena"/></rdf:RDF></x:xmpmeta>';
const exif = {
  IFD0: { Make: 'TestCam', Model: 'Phone 1', Copyright: 'Olena' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 50/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '35/1 10/1 0/1' },
};

describe('registration photos', () => {
  it('strips EXIF, GPS and XMP from a JPEG and turns it upright by its orientation', async () => {
    const landscape = await photo(1200, 800);
    const tagged = await sharp(landscape).withMetadata({ orientation: 6 }).withExifMerge(exif).withXmp(xmp).jpeg().toBuffer();
    const before = await sharp(tagged).metadata();
    expect(before).toMatchObject({ orientation: 6, width: 1200, height: 800 });
    expect(before.exif?.toString('latin1')).toContain('TestCam');
    expect(before.xmp).toBeDefined();

    const up = await b.upload('1006', { name: 'passport_page_1', file: { data: tagged, filename: 'IMG_0001.JPG' } });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ slot: 'passport_page_1', type: 'image/jpeg', width: 800, height: 1200 });
    const got = await b.file('1006', up.body.id);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/jpeg');
    expect(got.headers.get('cache-control')).toBe('no-store');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-disposition')).toMatch(/^inline/);
    expect(got.bytes.length).toBe(up.body.size);
    const after = await sharp(got.bytes).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 800, height: 1200 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(got.bytes.toString('latin1')).not.toContain('TestCam');
  });

  it('keeps a PNG a PNG, without its metadata, under a server-made name', async () => {
    const png = await sharp(await photo(900, 700, 'png')).withExifMerge(exif).png().toBuffer();
    expect((await sharp(png).metadata()).exif?.toString('latin1')).toContain('TestCam');
    const up = await b.upload('1006', { name: 'tax_number', file: { data: png, filename: 'мій податковий.png', type: 'image/png' } });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ type: 'image/png', width: 900, height: 700 });
    const got = await b.file('1006', up.body.id);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect((await sharp(got.bytes).metadata()).exif).toBeUndefined();
    expect(filesOnDisk(server.dataDir, '1006')).toContain(`${up.body.id}.png`);
    // Kept to the server's user, like every visitor's file under DATA_DIR.
    const mode = (...path: string[]) => (statSync(join(server.dataDir, 'registration-files', ...path)).mode & 0o777).toString(8);
    expect([mode(), mode('1006'), mode('1006', `${up.body.id}.png`)]).toEqual(['700', '700', '600']);
    const [row] = await query<{ original_name: string; sha256: string }>(server, 'SELECT original_name, sha256 FROM registration_files WHERE id = ?', up.body.id);
    expect(row?.original_name).toBe('мій податковий.png');
    expect(row?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers a replay of the same key with the same file, and keeps one', async () => {
    const data = await photo(1000, 700);
    const key = randomUUID();
    const first = await b.upload('1006', { name: 'passport_page_2', file: { data } }, { key });
    const again = await b.upload('1006', { name: 'passport_page_2', file: { data } }, { key });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const listed = (await b.post(registrationCalls.getData, { connection_id: '1006' })).body.files as { slot: string }[];
    expect(listed.filter((f) => f.slot === 'passport_page_2')).toHaveLength(1);
    expect(filesOnDisk(server.dataDir, '1006')).toHaveLength(3);
    // The same key with another photo or slot is another request: refused, not answered.
    const other = await b.upload('1006', { name: 'passport_registration', file: { data } }, { key });
    expect(other.status).toBe(422);
    expect(other.body.errors?.[0]?.code).toBe('idempotency_mismatch');
  });

  it('replaces the photo of a taken slot: the old file goes from disk in the same step', async () => {
    const first = await b.upload('1006', { name: 'passport_registration', file: { data: await photo(1100, 800) } });
    const second = await b.upload('1006', { name: 'passport_registration', file: { data: await photo(1300, 900) } });
    expect(second.status).toBe(200);
    expect(second.body.id).not.toBe(first.body.id);
    expect((await b.file('1006', first.body.id)).status).toBe(404);
    expect((await b.file('1006', second.body.id)).status).toBe(200);
    const names = filesOnDisk(server.dataDir, '1006');
    expect(names).toHaveLength(4);
    expect(names).not.toContain(`${first.body.id}.jpg`);
    const files = (await b.post(registrationCalls.getData, { connection_id: '1006' })).body.files as { id: string; slot: string; width: number }[];
    expect(files.find((f) => f.slot === 'passport_registration')).toMatchObject({ id: second.body.id, width: 1300 });
  });

  it('deletes photos by id, rows and files, counting only what it deleted', async () => {
    const files = (await b.post(registrationCalls.getData, { connection_id: '1006' })).body.files as { id: string }[];
    const ids = files.map((f) => f.id);
    const res = await b.post(registrationCalls.deleteFiles, { connection_id: '1006', files: [...ids.slice(0, 2), randomUUID()] });
    expect(res.body).toEqual({ deleted: 2 });
    expect(filesOnDisk(server.dataDir, '1006')).toHaveLength(2);
    expect((await b.post(registrationCalls.deleteFiles, { connection_id: '1006', files: ids.slice(0, 2) })).body).toEqual({ deleted: 0 });
    expect((await b.post(registrationCalls.getData, { connection_id: '1006' })).body.files).toHaveLength(2);
  });
});
