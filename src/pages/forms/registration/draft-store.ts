/**
 * The questionnaire's draft on this device (IndexedDB through idb-keyval). It holds identity
 * documents, so every part is sealed with AES-GCM under a key made here by WebCrypto and stored
 * non-extractable: the database holds no readable personal data, and the key cannot be read
 * out of the browser. A draft lives `draftDays` from its first save, then is deleted.
 */
import { type UseStore, createStore, del, entries, get, update } from 'idb-keyval';
import { type PhotoSlot, draftDays } from '../../../domain/registration/contract';

interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

/** A record as stored: only its times and the names of the photo slots are in the clear. */
interface DraftRecord {
  v: 1;
  createdAt: number;
  expiresAt: number;
  form: Sealed;
  photos: Partial<Record<PhotoSlot, Sealed>>;
}

export interface Draft<T> {
  content: T;
  photos: Partial<Record<PhotoSlot, Blob>>;
  expiresAt: number;
}

const keyName = 'key';
const draftKey = (id: string) => `draft:${id}`;
let cached: UseStore | null = null;
const store = () => (cached ??= createStore('zn-registration', 'drafts'));

/** The device's key: made once, kept non-extractable; two tabs making it at once keep the first. */
async function deviceKey(): Promise<CryptoKey> {
  const existing = await get<CryptoKey>(keyName, store());
  if (existing) return existing;
  const made = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  await update<CryptoKey>(keyName, (old) => old ?? made, store());
  return (await get<CryptoKey>(keyName, store())) ?? made;
}

async function seal(bytes: ArrayBuffer): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  return { iv, data: await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await deviceKey(), bytes) };
}

const open = async (sealed: Sealed) => crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, await deviceKey(), sealed.data);

const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer as ArrayBuffer;

/** Deletes every draft past its time (any application's), so nothing lingers on a shared device. */
export async function dropExpired(now = Date.now()): Promise<void> {
  for (const [key, value] of await entries<string, DraftRecord | CryptoKey>(store())) {
    if (key !== keyName && (value as DraftRecord).expiresAt <= now) await del(key, store());
  }
}

/** The draft of an application, opened; null when there is none, it expired or cannot be opened. */
export async function loadDraft<T>(id: string): Promise<Draft<T> | null> {
  const record = await get<DraftRecord>(draftKey(id), store());
  if (!record) return null;
  if (record.expiresAt <= Date.now()) {
    await deleteDraft(id);
    return null;
  }
  try {
    const content = JSON.parse(new TextDecoder().decode(await open(record.form))) as T;
    const photos: Partial<Record<PhotoSlot, Blob>> = {};
    for (const [slot, sealed] of Object.entries(record.photos) as [PhotoSlot, Sealed][]) photos[slot] = new Blob([await open(sealed)]);
    return { content, photos, expiresAt: record.expiresAt };
  } catch {
    // Sealed under a key this browser no longer has (its site data was cleared in part).
    await deleteDraft(id);
    return null;
  }
}

/**
 * Applies an edit in one IndexedDB transaction (idb-keyval's update), so a form save and a photo
 * save at the same moment both land; what is sealed is sealed before, as the edit cannot wait.
 */
async function change(id: string, edit: (record: DraftRecord) => DraftRecord, emptyForm: Sealed): Promise<number> {
  let expiresAt = 0;
  await update<DraftRecord>(
    draftKey(id),
    (before) => {
      const now = Date.now();
      const base: DraftRecord = before && before.expiresAt > now ? before : { v: 1, createdAt: now, expiresAt: now + draftDays * 86_400_000, form: emptyForm, photos: {} };
      const next = edit(base);
      expiresAt = next.expiresAt;
      return next;
    },
    store(),
  );
  return expiresAt;
}

/** Saves the form's part of the draft (values, photo names, what is uploaded); answers when it expires. */
export async function saveDraftContent(id: string, content: unknown): Promise<number> {
  const form = await seal(encode(content));
  return change(id, (record) => ({ ...record, form }), form);
}

/** Saves one photo in the draft, or removes it (null). */
export async function saveDraftPhoto(id: string, slot: PhotoSlot, photo: Blob | null): Promise<number> {
  const [sealed, emptyForm] = await Promise.all([photo ? photo.arrayBuffer().then(seal) : null, seal(encode(null))]);
  return change(
    id,
    (record) => {
      const photos = { ...record.photos };
      if (sealed) photos[slot] = sealed;
      else delete photos[slot];
      return { ...record, photos };
    },
    emptyForm,
  );
}

export const deleteDraft = (id: string) => del(draftKey(id), store());

/**
 * Whether the device has room for `bytes` more: the browser's estimate of its quota, with a
 * margin (the sealed copy and the database's own overhead). Unknown quota: assume room.
 */
export async function hasRoomFor(bytes: number): Promise<boolean> {
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  if (!estimate?.quota) return true;
  return estimate.quota - (estimate.usage ?? 0) > bytes * 1.2 + 1_000_000;
}

/** A write refused for lack of space (the estimate can be wrong): said like the check. */
export const isQuotaError = (error: unknown) => (error as { name?: string } | null)?.name === 'QuotaExceededError';
