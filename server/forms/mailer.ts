/**
 * E-mails of the forms (vacancy application, message to the director) through nodemailer:
 * SMTP_URL when configured; otherwise each message is written as an .eml file under
 * DATA_DIR/outbox, so nothing leaves the machine by default and staff can still open them.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

export interface Mailer {
  send(message: Mail.Options, fileStem: string): Promise<void>;
}

export function createMailer(smtpUrl: string | null, outboxDir: string): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return { send: async (message) => void (await transport.sendMail(message)) };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message, fileStem) {
      const info = await transport.sendMail(message);
      await mkdir(outboxDir, { recursive: true });
      await writeFile(join(outboxDir, `${fileStem}.eml`), info.message as Buffer);
    },
  };
}
