/**
 * Helpers for the registration's server tests: a browser (its cookie), the flow's calls, codes
 * read from the SMS outbox, valid questionnaires, photos made with sharp, files on disk.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { registrationCalls, sessionCookie } from '../../src/domain/registration/contract';

export interface Answer {
  status: number;
  headers: Headers;
  body: { errors?: { code: string; message: string; field?: string }[] } & Record<string, unknown>;
}

/** One browser: the session cookie the server set, sent back as a browser would on the API's path. */
export class Browser {
  cookie = '';
  constructor(
    readonly base: string,
    readonly lang = 'uk',
  ) {}

  private remember(res: Response) {
    const set = res.headers.get('set-cookie');
    const pair = set?.split(';')[0];
    if (pair?.startsWith(`${sessionCookie}=`)) this.cookie = pair;
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return { 'accept-language': this.lang, ...(this.cookie ? { cookie: this.cookie } : {}), ...extra };
  }

  async post(path: string, body: unknown, opts: { lang?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
    const res = await fetch(`${this.base}${path}`, {
      method: 'POST',
      headers: this.headers({ 'content-type': 'application/json', ...(opts.lang ? { 'accept-language': opts.lang } : {}), ...opts.headers }),
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    this.remember(res);
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text.startsWith('{') ? (JSON.parse(text) as Answer['body']) : {} };
  }

  /** get_file's answer as bytes. */
  async file(connectionId: string, fileId: unknown): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
    const res = await fetch(`${this.base}${registrationCalls.getFile}`, {
      method: 'POST',
      headers: this.headers({ 'content-type': 'application/json' }),
      body: JSON.stringify({ connection_id: connectionId, file_id: fileId }),
    });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  async upload(id: string, parts: { name?: string; file?: { data: Buffer; filename?: string; type?: string }; extra?: (form: FormData) => void }, opts: { key?: string | null; lang?: string } = {}): Promise<Answer> {
    const form = new FormData();
    if (parts.name !== undefined) form.append('name', parts.name);
    if (parts.file) form.append('file', new Blob([new Uint8Array(parts.file.data)], { type: parts.file.type ?? 'image/jpeg' }), parts.file.filename ?? 'photo.jpg');
    parts.extra?.(form);
    const key = opts.key === undefined ? randomUUID() : opts.key;
    const res = await fetch(`${this.base}${registrationCalls.uploadFile(id)}`, {
      method: 'POST',
      headers: this.headers({ ...(key === null ? {} : { 'idempotency-key': key }), ...(opts.lang ? { 'accept-language': opts.lang } : {}) }),
      body: form,
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text.startsWith('{') ? (JSON.parse(text) as Answer['body']) : {} };
  }

  /** The phone confirmed with the code the outbox holds: the session cookie is set. */
  async confirm(dataDir: string, id: string): Promise<Answer> {
    const sent = await this.post(registrationCalls.changePhone, { connection_id: id });
    if (sent.status !== 200) throw new Error(`change_phone ${id}: ${sent.status} ${JSON.stringify(sent.body)}`);
    return this.post(registrationCalls.checkCode, { connection_id: id, code: lastCode(dataDir, id) });
  }
}

/** The code of the newest message the outbox holds for an application. */
export function lastCode(dataDir: string, id: string): string {
  const dir = join(dataDir, 'sms-outbox');
  const names = readdirSync(dir)
    .filter((n) => n.endsWith(`-${id}.txt`))
    .sort();
  const text = readFileSync(join(dir, names[names.length - 1] ?? ''), 'utf8');
  return /\b(\d{6})\b/.exec(text.split('\n\n')[1] ?? '')?.[1] ?? '';
}

// Born 05.03.1990: the tax number's first five digits are 32936, its check digit 3.
export const idCardForm = {
  surname: 'Коваленко',
  name: 'Олена',
  middle_name: 'Петрівна',
  birth_date: '05.03.1990',
  document_type: 'id_card',
  id_card_number: '004512345',
  tax_number: '3293612343',
  main_phone: '067 123-45-67',
  additional_phone: '',
  email: 'olena@example.com',
  connection_address: 'м. Запоріжжя, вул. Соборна, буд. 12, кв. 5',
  offer_terms: true,
  personal_data: true,
};
const { id_card_number: _, ...common } = idCardForm;
export const passportForm = {
  ...common,
  document_type: 'passport',
  passport_series: 'КЕ',
  passport_number: '123456',
  issued_by: 'Жовтневим РВ ЗМУ УМВС України в Запорізькій області',
  issue_date: '12.04.2006',
  registration_address: 'м. Запоріжжя, просп. Соборний, буд. 160, кв. 8',
};

/** A photo of the given size: noise, so it compresses like a real one. */
export function photo(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#7a9cc4', noise: { type: 'gaussian', mean: 128, sigma: 30 } } });
  return (format === 'png' ? image.png() : image.jpeg({ quality: 80 })).toBuffer();
}

/** The photos kept on disk for an application (and anything left in the tmp folder). */
export function filesOnDisk(dataDir: string, id: string): string[] {
  const dir = join(dataDir, 'registration-files', id);
  return existsSync(dir) ? readdirSync(dir) : [];
}
export function tmpFiles(dataDir: string): string[] {
  const dir = join(dataDir, 'registration-files', 'tmp');
  return existsSync(dir) ? readdirSync(dir) : [];
}
