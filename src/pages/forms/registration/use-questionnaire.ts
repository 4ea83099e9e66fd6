/**
 * The questionnaire's photos, draft and sending. Each photo uploads on its own as soon as it is
 * chosen (with its own Idempotency-Key); everything is kept sealed in the draft meanwhile.
 * "Send" uploads what is still missing, then update_form, then run_verification; offline, the
 * draft waits marked pending and goes by itself once the browser is back online.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { issueMessages, registrationMessages } from '../../../domain/forms/messages';
import type { ApiError } from '../../../domain/forms/submissions';
import { type PhotoSlot, type VerificationResult, isPhotoSlot, photoRules } from '../../../domain/registration/contract';
import type { Outcome, RegistrationApi, StoredFile } from './api';
import { onlineStatus, useOnline } from '../../../offline/use-online';
import { deleteDraft, hasRoomFor, isQuotaError, saveDraftContent, saveDraftPhoto } from './draft-store';
import type { PhotoView } from './photo-field';
import type { DraftContent, PhotoMeta, Values } from './questionnaire-values';
import { toRequest } from './questionnaire-values';

export interface Start {
  content: DraftContent;
  blobs: Partial<Record<PhotoSlot, Blob>>;
  expiresAt: number | null;
}

/** waiting: pending until the server can be reached, or answers again (with its reason when it gave one). */
export type SendState = { at: 'idle' } | { at: 'sending' } | { at: 'waiting'; problems?: ApiError[] } | { at: 'refused'; problems: ApiError[] };

/** Statuses that say "not now" rather than "no" (as the forms' outbox judges them). */
const isRetryable = (status: number) => status === 408 || status === 409 || status === 429 || status >= 500;
const retryAfterMs = 30_000;

const isSessionLost = (status: number) => status === 401 || status === 403;

export function useQuestionnaire(options: {
  id: string;
  api: RegistrationApi;
  start: Start;
  /** The form's values as they are now: every draft write takes them, so a photo chosen right after typing keeps the typing too. */
  values: () => Values;
  /** Said for an answer with no reason of its own (a 5xx from a proxy). */
  serverError: string;
  /** The server's reasons for the form's fields; answers those it could not place. */
  onFieldErrors: (errors: ApiError[]) => ApiError[];
  onSent: (result: VerificationResult) => void;
  onSessionLost: () => void;
}) {
  const { id, api } = options;
  const { i18n } = useLingui();
  const content = useRef<DraftContent>(options.start.content);
  const [views, setViews] = useState<Partial<Record<PhotoSlot, PhotoView>>>(() => {
    const out: Partial<Record<PhotoSlot, PhotoView>> = {};
    for (const [slot, meta] of Object.entries(options.start.content.photos) as [PhotoSlot, PhotoMeta][]) out[slot] = { meta, blob: options.start.blobs[slot] };
    return out;
  });
  const blobs = useRef(options.start.blobs);
  const [expiresAt, setExpiresAt] = useState(options.start.expiresAt);
  const [send, setSend] = useState<SendState>(options.start.content.pending ? { at: 'waiting' } : { at: 'idle' });
  const [storageFull, setStorageFull] = useState(false);
  const uploads = useRef(new Map<PhotoSlot, Promise<Outcome<StoredFile>>>());

  const view = (slot: PhotoSlot, change: Partial<PhotoView> | null) =>
    setViews((all) => ({ ...all, [slot]: change === null ? undefined : { ...all[slot], ...change } }));

  // Draft writes run one after another, each with the content as it is when its turn comes: two
  // sealed at once could land in the other order and leave the older content behind.
  const writes = useRef<Promise<unknown>>(Promise.resolve());
  // Once accepted, the draft is gone for good: a last keystroke flushed on the way out must not bring it back.
  const sent = useRef(false);
  const [writing, setWriting] = useState(0);
  function inTurn<T>(write: () => Promise<T>): Promise<T> {
    setWriting((n) => n + 1);
    const next = writes.current.then(write, write).finally(() => setWriting((n) => n - 1));
    writes.current = next.catch(() => undefined);
    return next;
  }

  /** Writes the draft's content; a full device is said once, and the draft keeps what it had. */
  async function keep(): Promise<void> {
    if (sent.current) return;
    try {
      setExpiresAt(await inTurn(() => saveDraftContent(id, (content.current = { ...content.current, values: options.values() }))));
    } catch (error) {
      if (isQuotaError(error)) setStorageFull(true);
    }
  }

  async function upload(slot: PhotoSlot): Promise<'done' | 'offline' | 'refused'> {
    const meta = content.current.photos[slot];
    const blob = blobs.current[slot];
    if (meta?.uploaded) return 'done';
    // Not uploaded and not kept (the device had no room): it has to be chosen again.
    if (!meta || !blob) {
      view(slot, { error: i18n._(issueMessages.file_required) });
      return 'refused';
    }
    let running = uploads.current.get(slot);
    if (!running) {
      view(slot, { progress: 0, error: undefined });
      running = api.upload(id, slot, blob, meta.name, meta.key, (p) => view(slot, { progress: p })).done;
      uploads.current.set(slot, running);
    }
    const answer = await running;
    uploads.current.delete(slot);
    // The visitor chose another photo meanwhile: this answer is not theirs any more.
    if (content.current.photos[slot] !== meta) return 'refused';
    if (answer.kind === 'data') {
      content.current = { ...content.current, photos: { ...content.current.photos, [slot]: { ...meta, uploaded: answer.data } } };
      view(slot, { meta: content.current.photos[slot], progress: undefined, error: undefined });
      await keep();
      return 'done';
    }
    view(slot, { progress: undefined, error: answer.kind === 'refused' ? answer.errors[0]?.message : undefined });
    if (answer.kind === 'refused' && isSessionLost(answer.status)) options.onSessionLost();
    return answer.kind === 'offline' ? 'offline' : 'refused';
  }

  /** A photo's problem before it goes anywhere, in the server's words: one file, JPG or PNG, at most 50 MB. */
  function problemOf(files: FileList): string | null {
    if (files.length > 1) return i18n._(registrationMessages.tooManyFiles);
    const file = files[0] as File;
    const ext = file.name.toLowerCase().split('.').pop() ?? '';
    if (!(photoRules.extensions as readonly string[]).includes(ext) || !['image/jpeg', 'image/png', ''].includes(file.type)) return i18n._(registrationMessages.photoType);
    if (file.size > photoRules.maxBytes) return sizeMessage();
    return null;
  }
  const sizeMessage = () => {
    const descriptor = { ...registrationMessages.photoSize, values: { size: photoRules.maxMegabytes } };
    return i18n._(descriptor);
  };

  async function pick(slot: PhotoSlot, files: FileList): Promise<void> {
    const problem = problemOf(files);
    if (problem) return view(slot, { error: problem });
    const file = files[0] as File;
    const before = content.current.photos[slot];
    const meta: PhotoMeta = { name: file.name, type: file.type, size: file.size, key: crypto.randomUUID() };
    blobs.current = { ...blobs.current, [slot]: file };
    content.current = { ...content.current, photos: { ...content.current.photos, [slot]: meta } };
    view(slot, { meta, blob: file, error: undefined, progress: undefined });
    // An upload to a taken slot replaces its file on the server; offline, the old one goes at sending.
    if (before?.uploaded && !onlineStatus.get()) content.current.removed = [...(content.current.removed ?? []), before.uploaded.id];
    if (await hasRoomFor(file.size)) {
      try {
        setExpiresAt(await inTurn(() => saveDraftPhoto(id, slot, file)));
        setStorageFull(false);
      } catch (error) {
        if (!isQuotaError(error)) throw error;
        setStorageFull(true);
      }
    } else setStorageFull(true);
    await keep();
    if (onlineStatus.get()) await upload(slot);
  }

  async function remove(slot: PhotoSlot): Promise<void> {
    const meta = content.current.photos[slot];
    const photos = { ...content.current.photos };
    delete photos[slot];
    const gone = meta?.uploaded ? [meta.uploaded.id] : [];
    content.current = { ...content.current, photos, removed: [...(content.current.removed ?? []), ...gone] };
    blobs.current = { ...blobs.current, [slot]: undefined };
    view(slot, null);
    await inTurn(() => saveDraftPhoto(id, slot, null)).catch(() => undefined);
    await keep();
    if (gone.length && onlineStatus.get()) await dropRemoved();
  }

  /** Deletes on the server the photos removed here (offline, they wait for the next chance). */
  async function dropRemoved(): Promise<boolean> {
    const removed = content.current.removed ?? [];
    if (removed.length === 0) return true;
    const answer = await api.deleteFiles(id, removed);
    if (answer.kind === 'offline') return false;
    if (answer.kind === 'refused' && isSessionLost(answer.status)) options.onSessionLost();
    content.current = { ...content.current, removed: [] };
    await keep();
    return true;
  }

  /** Keeps what is typed (the form calls it as the visitor types, a little after the last key). */
  function saveValues(values: Values): Promise<void> {
    content.current = { ...content.current, values };
    return keep();
  }

  async function deliver(values: Values): Promise<void> {
    content.current = { ...content.current, values, pending: true };
    await keep();
    if (!onlineStatus.get()) return setSend({ at: 'waiting' });
    setSend({ at: 'sending' });
    if (!(await dropRemoved())) return setSend({ at: 'waiting' });
    for (const slot of Object.keys(content.current.photos) as PhotoSlot[]) {
      const done = await upload(slot);
      if (done === 'offline') return setSend({ at: 'waiting' });
      if (done === 'refused') return refused([]);
    }
    const saved = await api.saveForm(id, toRequest(values));
    if (saved.kind === 'offline') return setSend({ at: 'waiting' });
    if (saved.kind === 'refused') return refused(saved.errors, saved.status);
    const verified = await api.verify(id);
    if (verified.kind === 'offline') return setSend({ at: 'waiting' });
    if (verified.kind === 'refused') return refused(verified.errors, verified.status);
    sent.current = true;
    await inTurn(() => deleteDraft(id));
    options.onSent(verified.data.results[0]?.result ?? 'sent');
  }

  async function refused(errors: ApiError[], status = 400): Promise<void> {
    // "Not now" (a busy or failing server, a limit): still pending, tried again by itself.
    if (isRetryable(status)) {
      setSend({ at: 'waiting', problems: errors });
      clearTimeout(retryTimer.current);
      retryTimer.current = setTimeout(() => setRetries((n) => n + 1), retryAfterMs);
      return;
    }
    content.current = { ...content.current, pending: false };
    await keep();
    if (isSessionLost(status)) return options.onSessionLost();
    // A photo's reason is said on its slot ("tax_number" names a field and a photo: the code tells).
    const onPhotos = errors.filter((e) => isPhotoSlot(e.field) && /file|photo/.test(e.code));
    for (const e of onPhotos) view(e.field as PhotoSlot, { error: e.message });
    setSend({ at: 'refused', problems: options.onFieldErrors(errors.filter((e) => !onPhotos.includes(e))) });
  }

  // Sent once the server can be reached again (and at once, if it can, on return): the site's
  // online status probes the server, so a line back behind a Wi-Fi that never dropped counts too.
  const online = useOnline();
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(retryTimer.current), []);
  const resume = useEffectEvent(() => {
    if (content.current.pending && send.at !== 'sending') void deliver(content.current.values);
  });
  const [retries, setRetries] = useState(0);
  useEffect(() => {
    if (online) resume();
  }, [online, retries]);

  /** Deletes the draft: what is typed goes back to `blank`, photos kept only where the server has them. */
  async function discard(blank: Values): Promise<void> {
    const photos: DraftContent['photos'] = {};
    for (const [slot, meta] of Object.entries(content.current.photos) as [PhotoSlot, PhotoMeta][]) if (meta.uploaded) photos[slot] = meta;
    content.current = { values: blank, photos, pending: false };
    blobs.current = {};
    setViews(Object.fromEntries(Object.entries(photos).map(([slot, meta]) => [slot, { meta }])));
    setSend({ at: 'idle' });
    await inTurn(() => deleteDraft(id));
    setExpiresAt(null);
  }

  return {
    views,
    expiresAt,
    /** Draft writes under way (the page says when all have landed). */
    writing: writing > 0,
    send,
    storageFull,
    pick: (slot: PhotoSlot, files: FileList) => void pick(slot, files),
    remove: (slot: PhotoSlot) => void remove(slot),
    retry: (slot: PhotoSlot) => void upload(slot),
    fetchPhoto: (slot: PhotoSlot) => {
      const uploaded = content.current.photos[slot]?.uploaded;
      return uploaded ? api.file(id, uploaded.id) : Promise.resolve(null);
    },
    saveValues,
    deliver: (values: Values) => deliver(values),
    discard,
    markMissing: (slot: PhotoSlot, message: string) => view(slot, { error: message }),
    /** The slots that hold a photo (chosen here or uploaded before). */
    has: (slot: PhotoSlot) => content.current.photos[slot] !== undefined,
  };
}
