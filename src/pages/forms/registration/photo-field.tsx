/**
 * One document photo: choose it (JPG or PNG, at most 50 MB, one file), see it, watch it upload,
 * try again, view what the server keeps, remove it. Required ones are starred.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import type { PhotoSlot } from '../../../domain/registration/contract';
import { useOnline } from '../../../offline/use-online';
import { photoRules } from '../../../domain/registration/contract';
import type { PhotoMeta } from './questionnaire-values';
import * as f from '../../../ui/form.css';
import * as s from './registration.css';

export interface PhotoView {
  meta?: PhotoMeta;
  /** The bytes on this device (chosen here, or restored from the draft). */
  blob?: Blob;
  /** 0..1 while uploading. */
  progress?: number;
  error?: string;
}

/** An object URL for a Blob, revoked when it changes or the part goes. */
function useObjectUrl(blob: Blob | undefined | null): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}

export function PhotoField(props: {
  slot: PhotoSlot;
  label: string;
  required: boolean;
  view: PhotoView;
  readOnly: boolean;
  onPick: (files: FileList) => void;
  onRemove: () => void;
  onRetry: () => void;
  /** The server's copy, for a photo this device does not hold. */
  onFetch: () => Promise<Blob | null>;
}) {
  const { t } = useLingui();
  const { slot, view, label } = props;
  const id = `registration-photo-${slot}`;
  const [fetched, setFetched] = useState<Blob | null>(null);
  const url = useObjectUrl(view.blob ?? fetched);
  const online = useOnline();
  const uploading = view.progress !== undefined;
  const uploaded = view.meta?.uploaded !== undefined;
  const status = uploading
    ? t`Uploading…`
    : uploaded
      ? t`Uploaded`
      : view.meta
        ? online
          ? t`Not uploaded yet`
          : t`Kept on this device: it will upload when you are back online`
        : t`No photo yet`;
  return (
    <div className={s.photo} data-slot={slot}>
      <label htmlFor={id} className={f.label}>
        {props.label}
        {props.required && (
          <span className={f.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {url ? <img src={url} alt={t`Photo: ${label}`} className={s.preview} /> : <div className={s.previewEmpty}>{status}</div>}
      {uploading && <progress className={s.progress} max={1} value={view.progress} aria-label={t`Upload of ${label}`} />}
      <p className={f.hint} role="status" data-testid={`photo-status-${slot}`}>
        {view.meta ? `${view.meta.name}: ${status}` : status}
      </p>
      {view.error && (
        <p id={`${id}-error`} className={f.error} role="alert">
          {view.error}
        </p>
      )}
      {!props.readOnly && (
        <>
          <input
            id={id}
            type="file"
            accept={photoRules.accept}
            className={s.fileInput}
            aria-required={props.required || undefined}
            aria-invalid={view.error ? true : undefined}
            aria-describedby={view.error ? `${id}-error` : undefined}
            onChange={(event) => {
              const files = event.currentTarget.files;
              if (files && files.length > 0) props.onPick(files);
              // The same file picked again after a removal is a change too.
              event.currentTarget.value = '';
            }}
          />
          <label htmlFor={id} className={s.pickButton} aria-hidden="true">
            {view.meta ? <Trans>Choose another photo</Trans> : <Trans>Choose a photo</Trans>}
          </label>
        </>
      )}
      <div className={s.photoActions}>
        {view.meta && !uploaded && !uploading && online && !props.readOnly && (
          <button type="button" className={s.smallButton} onClick={props.onRetry}>
            <Trans>Upload again</Trans>
          </button>
        )}
        {uploaded && !view.blob && !fetched && (
          <button type="button" className={s.smallButton} onClick={() => void props.onFetch().then(setFetched)}>
            <Trans>View</Trans>
          </button>
        )}
        {view.meta && !props.readOnly && (
          <button
            type="button"
            className={s.smallButton}
            onClick={() => {
              setFetched(null);
              props.onRemove();
            }}
          >
            <Trans>Remove</Trans>
          </button>
        )}
      </div>
    </div>
  );
}
