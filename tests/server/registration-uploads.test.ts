/** Bad photos refused with the reason and nothing kept: not in get_data, not on disk, not in tmp. */
import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationCalls } from '../../src/domain/registration/contract';
import { pdf } from '../support/forms';
import { Browser, filesOnDisk, photo, tmpFiles } from '../support/registration';
import { type RunningServer, startServer } from '../support/server';

let server: RunningServer;
let b: Browser;
let good: Buffer;
beforeAll(async () => {
  server = await startServer({ FORM_RATE_LIMIT: '1000/600' });
  b = new Browser(server.url);
  expect((await b.confirm(server.dataDir, '1005')).status).toBe(200);
  good = await photo(1200, 800);
});
afterAll(() => server?.stop());

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A grey PNG that says it is 20000 x 20000 (400 megapixels) with a few rows of data: a few hundred bytes. */
function hugePng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc(4 * (20_000 + 1)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

async function expectNothingKept() {
  const data = await b.post(registrationCalls.getData, { connection_id: '1005' });
  expect(data.body.files).toEqual([]);
  expect(filesOnDisk(server.dataDir, '1005')).toEqual([]);
  expect(tmpFiles(server.dataDir)).toEqual([]);
}

describe('registration uploads: bad photos', () => {
  it('refuses a PDF whatever its name: JPG or PNG only, in both languages', async () => {
    for (const filename of ['passport.jpg', 'passport.png', 'passport.pdf', 'passport']) {
      const res = await b.upload('1005', { name: 'tax_number', file: { data: pdf, filename, type: 'image/jpeg' } });
      expect(res.status, filename).toBe(400);
      expect(res.body.errors, filename).toEqual([{ field: 'file', code: 'file_type', message: 'Лише JPG або PNG' }]);
    }
    const ru = await b.upload('1005', { name: 'tax_number', file: { data: pdf, filename: 'scan.jpg' } }, { lang: 'ru' });
    expect(ru.body.errors?.[0]?.message).toBe('Только JPG или PNG');
    await expectNothingKept();
  });

  it('refuses a truncated JPEG (a real one cut in half)', async () => {
    const res = await b.upload('1005', { name: 'tax_number', file: { data: good.subarray(0, good.length >> 1) } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'file', code: 'photo_broken', message: 'Не вдалося прочитати фото: файл пошкоджений або неповний' }]);
    await expectNothingKept();
  });

  it('refuses 50 MB + 1 byte with 413 while it arrives', async () => {
    const data = Buffer.concat([good, Buffer.alloc(50 * 1024 * 1024 + 1 - good.length)]);
    const res = await b.upload('1005', { name: 'tax_number', file: { data } });
    expect(res.status).toBe(413);
    expect(res.body.errors).toEqual([{ field: 'file', code: 'file_size', message: 'Не більше 50 МБ на файл' }]);
    const ru = await b.upload('1005', { name: 'tax_number', file: { data } }, { lang: 'ru' });
    expect(ru.body.errors?.[0]?.message).toBe('Не более 50 МБ на файл');
    await expectNothingKept();
  });

  it('refuses a 20000 x 20000 PNG by its pixel count, before decoding it', async () => {
    const png = hugePng();
    expect(png.length).toBeLessThan(2048);
    expect(await sharp(png, { limitInputPixels: false }).metadata()).toMatchObject({ width: 20_000, height: 20_000 });
    const res = await b.upload('1005', { name: 'tax_number', file: { data: png, filename: 'big.png', type: 'image/png' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'file', code: 'photo_pixels', message: 'Фото завелике: не більше 200 мегапікселів' }]);
    await expectNothingKept();
  });

  it('refuses folders in the file name and slots it does not know', async () => {
    for (const filename of ['../../etc/passwd', '..\\..\\windows\\win.ini', '/etc/passwd.jpg', '..']) {
      const res = await b.upload('1005', { name: 'tax_number', file: { data: good, filename } });
      expect(res.status, filename).toBe(400);
      expect(res.body.errors?.[0], filename).toMatchObject({ field: 'file', code: 'file_name' });
    }
    for (const name of ['../../etc/passwd', 'tax_number/../../x', '__proto__', 'constructor', 'toString', '', 'TAX_NUMBER']) {
      const res = await b.upload('1005', { name, file: { data: good } });
      expect(res.status, name).toBe(400);
      expect(res.body.errors, name).toEqual([{ field: 'name', code: 'unknown_slot', message: 'Такого фото в анкеті немає' }]);
    }
    expect((await b.upload('1005', { file: { data: good } })).body.errors?.[0]?.code).toBe('unknown_slot');
    await expectNothingKept();
  });

  it('refuses two files in one request, no file, an empty one and reserved field names', async () => {
    const two = await b.upload('1005', { name: 'tax_number', file: { data: good }, extra: (form) => form.append('file', new Blob([new Uint8Array(good)]), 'second.jpg') });
    expect(two.status).toBe(400);
    expect(two.body.errors).toEqual([{ field: 'file', code: 'too_many_files', message: 'Забагато файлів: надсилайте одне фото за раз' }]);
    const other = await b.upload('1005', { name: 'tax_number', file: { data: good }, extra: (form) => form.append('photo', new Blob([new Uint8Array(good)]), 'second.jpg') });
    expect(other.status).toBe(400);
    expect((await b.upload('1005', { name: 'tax_number' })).body.errors?.[0]).toMatchObject({ field: 'file', code: 'file_required', message: 'Файл обовʼязковий' });
    expect((await b.upload('1005', { name: 'tax_number', file: { data: Buffer.alloc(0) } })).body.errors?.[0]?.code).toBe('file_required');
    for (const field of ['__proto__', 'constructor', 'prototype']) {
      const res = await b.upload('1005', { name: 'tax_number', file: { data: good }, extra: (form) => form.append(field, 'x') });
      expect(res.status, field).toBe(400);
    }
    await expectNothingKept();
  });

  it('wants an Idempotency-Key and a multipart body', async () => {
    for (const key of [null, '', 'short', 'x'.repeat(65), 'spaces are not allowed here']) {
      const res = await b.upload('1005', { name: 'tax_number', file: { data: good } }, { key });
      expect(res.status, String(key)).toBe(400);
      expect(res.body.errors?.[0]?.code).toBe('idempotency_key');
    }
    const json = await b.post(registrationCalls.uploadFile('1005'), { name: 'tax_number' }, { headers: { 'idempotency-key': 'a'.repeat(20) } });
    expect(json.status).toBe(415);
    await expectNothingKept();
  });

  it('answered every one of them with a 4xx: nothing reached a 500', async () => {
    const res = await b.upload('1005', { name: 'tax_number', file: { data: good } });
    expect(res.status).toBe(200);
    expect(filesOnDisk(server.dataDir, '1005')).toHaveLength(1);
    expect(server.output()).not.toMatch(/"level":50/);
  });
});
