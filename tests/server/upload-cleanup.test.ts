/**
 * A refused multipart body leaves no file in uploads/tmp: the temporary file used to be created
 * by its write stream after the cleanup had already run, when the body broke off at once.
 */
import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { submissionEndpoint } from '../../src/domain/forms/submissions';
import { uploadedFiles } from '../support/forms';
import { type RunningServer, startServer } from '../support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ FORM_RATE_LIMIT: '10000/60' });
});
afterAll(() => server?.stop());

const truncated = [
  '--xyz\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n\r\n%PDF-1.4 trunc',
  '--xyz\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n',
  '--xyz\r\nContent-Disposition: form-data; name="fullname"\r\n\r\nТкаченко\r\n--xyz\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n\r\n%PDF',
];

it('100 resumes broken off mid-body: each refused with 400, no file left behind', async () => {
  const statuses = new Set<number>();
  for (let round = 0; round < 100; round += 10) {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        fetch(`${server.url}${submissionEndpoint.vacancy}`, {
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=xyz', 'idempotency-key': randomUUID() },
          body: truncated[(round + i) % truncated.length],
        }),
      ),
    );
    for (const res of answers) {
      statuses.add(res.status);
      await res.text();
    }
  }
  expect([...statuses]).toEqual([400]);
  // A file made late would appear just after the answers.
  await new Promise((r) => setTimeout(r, 300));
  expect(uploadedFiles(server.dataDir).map((f) => `${f} ${statSync(f).size}`)).toEqual([]);
});
