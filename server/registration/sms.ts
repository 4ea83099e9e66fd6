/**
 * Text messages to subscribers through a gateway: SMS_GATEWAY_URL when configured (a POST of
 * `{ phone, text }` as JSON); otherwise each message is written to DATA_DIR/sms-outbox and the
 * server's log, so nothing leaves the machine by default and the flow can still be followed.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface SmsGateway {
  send(phone: string, text: string, fileStem: string): Promise<void>;
}

export function createSmsGateway(url: string | null, outboxDir: string, log: (line: string) => void): SmsGateway {
  if (url) {
    return {
      async send(phone, text) {
        const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone, text }), signal: AbortSignal.timeout(10_000) });
        if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
      },
    };
  }
  return {
    async send(phone, text, fileStem) {
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      // Written whole under another name, then renamed: a reader never sees half a message.
      const partial = join(outboxDir, `${fileStem}.txt.partial`);
      await writeFile(partial, `To: ${phone}\n\n${text}\n`, { mode: 0o600 });
      await rename(partial, join(outboxDir, `${fileStem}.txt`));
      log(`SMS to ${phone}: ${text}`);
    },
  };
}
