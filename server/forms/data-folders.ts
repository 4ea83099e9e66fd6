/**
 * The forms' folders under DATA_DIR, made ready at start before anything uploads: the uploads'
 * tmp folder swept of what a crash left, and the visitors' files kept to the server's own user.
 */
import { chmod, mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { mailFolder } from './mailer';

export interface FormFolders {
  /** Accepted resumes, under server-made names. */
  uploadsDir: string;
  /** Resumes while their request is read and checked. */
  tmpDir: string;
  /** E-mails written as .eml files when no SMTP server is set. */
  mailDir: string;
}

export async function prepareFormFolders(dataDir: string): Promise<FormFolders> {
  const uploadsDir = join(dataDir, 'uploads');
  const tmpDir = join(uploadsDir, 'tmp');
  // Nothing is uploading yet: whatever is here was left by a crash mid-upload.
  await rm(tmpDir, { recursive: true, force: true });
  await mkdir(tmpDir, { recursive: true, mode: 0o700 });
  const mailDir = mailFolder(dataDir);
  // Resumes and e-mails are the visitors' own: an older version left them readable by all.
  for (const dir of [uploadsDir, mailDir]) {
    const names = await readdir(dir).catch(() => null);
    if (!names) continue;
    await chmod(dir, 0o700);
    for (const name of names) if (name !== 'tmp') await chmod(join(dir, name), 0o600);
  }
  return { uploadsDir, tmpDir, mailDir };
}
