/**
 * The questionnaire's photos: a row each in SQLite and a file under
 * DATA_DIR/registration-files/<application>/<server-made uuid>.<jpg|png>, one per slot. The file
 * is written before its row and removed after its row is gone, so a row never names a missing file.
 */
import { randomUUID } from 'node:crypto';
import { chmod, mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { PhotoSlot } from '../../src/domain/registration/contract';
import type { Db } from '../db/database';
import { isVerified } from './questionnaires';

export type PhotoType = 'image/jpeg' | 'image/png';

/** What a visitor's page sees of a photo. */
export interface PhotoView {
  id: string;
  slot: PhotoSlot;
  type: PhotoType;
  size: number;
  width: number;
  height: number;
}

export interface NewPhoto extends Omit<PhotoView, 'id'> {
  /** The processed file, ready in the tmp folder. */
  path: string;
  originalName: string;
  sha256: string;
  idempotencyKey: string;
}

const extensionOf = (type: PhotoType) => (type === 'image/png' ? 'png' : 'jpg');
const columns = 'id, slot, type, size, width, height';

/** Sweeps what a crash left in the tmp folder (nothing uploads yet) and keeps the folder private. */
export async function preparePhotoFolders(filesDir: string): Promise<{ tmpDir: string }> {
  const tmpDir = join(filesDir, 'tmp');
  await rm(tmpDir, { recursive: true, force: true });
  await mkdir(tmpDir, { recursive: true, mode: 0o700 });
  return { tmpDir };
}

export function createPhotos(db: Db, filesDir: string, now: () => number = Date.now) {
  const one = (q: Db, applicationId: string, id: string) =>
    q.get<PhotoView & { stored_name: string }>(`SELECT ${columns}, stored_name FROM registration_files WHERE application_id = ? AND id = ?`, [applicationId, id]);
  const dirOf = (applicationId: string) => join(filesDir, applicationId);

  /** The slot's row replaced in one transaction with `also` (the idempotency key's answer): the old file's name. */
  const replace = (applicationId: string, view: PhotoView, storedName: string, photo: NewPhoto, also: (tx: Db, view: PhotoView) => Promise<void>) =>
    db.transaction(async (tx) => {
      if (await isVerified(tx, applicationId)) return { verified: true } as const;
      const old = await tx.get<{ stored_name: string }>('SELECT stored_name FROM registration_files WHERE application_id = ? AND slot = ?', [applicationId, view.slot]);
      await tx.run('DELETE FROM registration_files WHERE application_id = ? AND slot = ?', [applicationId, view.slot]);
      await tx.run(
        'INSERT INTO registration_files (id, application_id, slot, stored_name, original_name, type, size, width, height, sha256, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [view.id, applicationId, view.slot, storedName, photo.originalName, view.type, view.size, view.width, view.height, photo.sha256, photo.idempotencyKey, new Date(now()).toISOString()],
      );
      await also(tx, view);
      return { old: old?.stored_name ?? null };
    });

  const remove = (applicationId: string, ids: readonly string[]): Promise<string[] | null> =>
    db.transaction(async (tx) => {
      if (await isVerified(tx, applicationId)) return null;
      const names: string[] = [];
      for (const id of ids) {
        const row = await one(tx, applicationId, id);
        if (row && (await tx.run('DELETE FROM registration_files WHERE application_id = ? AND id = ?', [applicationId, id])).changes === 1) names.push(row.stored_name);
      }
      return names;
    });

  return {
    /** On `q`, a transaction's handle inside one. */
    list: (applicationId: string, q: Db = db) => q.all<PhotoView>(`SELECT ${columns} FROM registration_files WHERE application_id = ? ORDER BY created_at, slot`, [applicationId]),

    /** The application's own photo and its path on disk; another application's id is as unknown as a made-up one. */
    async find(applicationId: string, id: string): Promise<(PhotoView & { path: string }) | null> {
      const row = await one(db, applicationId, id);
      if (!row) return null;
      const { stored_name, ...view } = row;
      return { ...view, path: join(dirOf(applicationId), stored_name) };
    },

    /**
     * Moves the processed file into place, then records it, replacing the slot's photo (whose
     * file goes too). Null when the application was verified meanwhile: nothing is kept.
     * `also` runs in the recording's transaction, on its handle `tx`.
     */
    async store(applicationId: string, photo: NewPhoto, also: (tx: Db, view: PhotoView) => Promise<void>): Promise<PhotoView | null> {
      const id = randomUUID();
      const storedName = `${id}.${extensionOf(photo.type)}`;
      const dir = dirOf(applicationId);
      const path = join(dir, storedName);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // The encoder made it with the process's umask: the visitors' files are the server user's only.
      await chmod(photo.path, 0o600);
      await rename(photo.path, path);
      const view: PhotoView = { id, slot: photo.slot, type: photo.type, size: photo.size, width: photo.width, height: photo.height };
      let outcome: Awaited<ReturnType<typeof replace>>;
      try {
        outcome = await replace(applicationId, view, storedName, photo, also);
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
      if ('verified' in outcome) {
        await rm(path, { force: true });
        return null;
      }
      if (outcome.old) await rm(join(dir, outcome.old), { force: true });
      return view;
    },

    /** Deletes the application's photos among `ids`; how many went, or null once verified. */
    async delete(applicationId: string, ids: readonly string[]): Promise<number | null> {
      const names = await remove(applicationId, ids);
      if (names === null) return null;
      await Promise.all(names.map((name) => rm(join(dirOf(applicationId), name), { force: true })));
      return names.length;
    },
  };
}
export type Photos = ReturnType<typeof createPhotos>;
