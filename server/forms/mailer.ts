/**
 * E-mails of the forms (vacancy application, message to the director) through nodemailer:
 * SMTP_URL when configured; otherwise each message is written as an .eml file under
 * DATA_DIR/mail, so nothing leaves the machine by default and staff can still open them.
 */
import { existsSync, renameSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

export interface Mailer {
  send(message: Mail.Options, fileStem: string): Promise<void>;
}

/** The written e-mails' folder; the one older versions wrote to (DATA_DIR/outbox) becomes it, once. */
export function mailFolder(dataDir: string): string {
  const dir = join(dataDir, 'mail');
  const before = join(dataDir, 'outbox');
  if (existsSync(before) && !existsSync(dir)) renameSync(before, dir);
  return dir;
}

export function createMailer(smtpUrl: string | null, mailDir: string): Mailer {
  if (smtpUrl) {
    // Bounded, so one delivery ends well within its hand-off lease (60 s, server/forms/handoff.ts):
    // nodemailer's own defaults wait up to 10 minutes on a silent server.
    const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
    return { send: async (message) => void (await transport.sendMail(message)) };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message, fileStem) {
      const info = await transport.sendMail(message);
      await mkdir(mailDir, { recursive: true, mode: 0o700 });
      // Written whole under another name, then renamed: staff (and the retention sweep) never see half a message.
      const partial = join(mailDir, `${fileStem}.eml.partial`);
      await writeFile(partial, info.message as Buffer, { mode: 0o600 });
      await rename(partial, join(mailDir, `${fileStem}.eml`));
    },
  };
}
