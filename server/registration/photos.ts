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
  const list = db.prepare(`SELECT ${columns} FROM registration_files WHERE application_id = ? ORDER BY created_at, rowid`);
  const one = db.prepare(`SELECT ${columns}, stored_name FROM registration_files WHERE application_id = ? AND id = ?`);
  const atSlot = db.prepare('SELECT stored_name FROM registration_files WHERE application_id = ? AND slot = ?');
  const dropSlot = db.prepare('DELETE FROM registration_files WHERE application_id = ? AND slot = ?');
  const insert = db.prepare(
    'INSERT INTO registration_files (id, application_id, slot, stored_name, original_name, type, size, width, height, sha256, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const drop = db.prepare('DELETE FROM registration_files WHERE application_id = ? AND id = ?');
  const isVerified = db.prepare('SELECT verified_at IS NOT NULL FROM registration_applications WHERE id = ?').pluck();
  const dirOf = (applicationId: string) => join(filesDir, applicationId);

  /** The slot's row replaced in one transaction with `also` (the idempotency key's answer): the old file's name. */
  const replace = db.transaction((applicationId: string, view: PhotoView, storedName: string, photo: NewPhoto, also: (view: PhotoView) => void) => {
    if (isVerified.get(applicationId) === 1) return { verified: true } as const;
    const old = atSlot.get(applicationId, view.slot) as { stored_name: string } | undefined;
    dropSlot.run(applicationId, view.slot);
    insert.run(view.id, applicationId, view.slot, storedName, photo.originalName, view.type, view.size, view.width, view.height, photo.sha256, photo.idempotencyKey, new Date(now()).toISOString());
    also(view);
    return { old: old?.stored_name ?? null };
  });

  const remove = db.transaction((applicationId: string, ids: readonly string[]): string[] | null => {
    if (isVerified.get(applicationId) === 1) return null;
    const names: string[] = [];
    for (const id of ids) {
      const row = one.get(applicationId, id) as { stored_name: string } | undefined;
      if (row && drop.run(applicationId, id).changes === 1) names.push(row.stored_name);
    }
    return names;
  });

  return {
    list: (applicationId: string) => list.all(applicationId) as PhotoView[],

    /** The application's own photo and its path on disk; another application's id is as unknown as a made-up one. */
    find(applicationId: string, id: string): (PhotoView & { path: string }) | null {
      const row = one.get(applicationId, id) as (PhotoView & { stored_name: string }) | undefined;
      if (!row) return null;
      const { stored_name, ...view } = row;
      return { ...view, path: join(dirOf(applicationId), stored_name) };
    },

    /**
     * Moves the processed file into place, then records it, replacing the slot's photo (whose
     * file goes too). Null when the application was verified meanwhile: nothing is kept.
     */
    async store(applicationId: string, photo: NewPhoto, also: (view: PhotoView) => void): Promise<PhotoView | null> {
      const id = randomUUID();
      const storedName = `${id}.${extensionOf(photo.type)}`;
      const dir = dirOf(applicationId);
      const path = join(dir, storedName);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // The encoder made it with the process's umask: the visitors' files are the server user's only.
      await chmod(photo.path, 0o600);
      await rename(photo.path, path);
      const view: PhotoView = { id, slot: photo.slot, type: photo.type, size: photo.size, width: photo.width, height: photo.height };
      let outcome: ReturnType<typeof replace>;
      try {
        outcome = replace(applicationId, view, storedName, photo, also);
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
      const names = remove(applicationId, ids);
      if (names === null) return null;
      await Promise.all(names.map((name) => rm(join(dirOf(applicationId), name), { force: true })));
      return names.length;
    },
  };
}
export type Photos = ReturnType<typeof createPhotos>;
