import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { visitedOnlyUrl } from '../offline/offline-meta';
import { AppLink } from '../routing/app-link';
import { container } from '../ui/container.css';
import { StatusActions } from '../ui/status-actions';
import * as s from '../ui/status-page.css';

/** Shown offline for a page whose data is not saved on this device. */
export function OfflinePage() {
  const visitedOnly = useVisitedOnly();
  return (
    <div className={`${container} ${s.wrap}`}>
      <h1>
        <Trans>This page needs the network</Trans>
      </h1>
      <p className={s.lead}>
        <Trans>
          You are offline and this page has not been saved on your device yet. It will open as soon as the connection is
          back.
        </Trans>{' '}
        {visitedOnly ? (
          <Trans>
            Data saving is on: only visited pages are kept. <AppLink to="saved">Save the rest</AppLink>
          </Trans>
        ) : (
          <Trans>Pages you have visited, the tariffs, the FAQ and the setup guides are available offline.</Trans>
        )}
      </p>
      <StatusActions />
    </div>
  );
}

/** Whether data saving kept the service worker from saving the offline set: its record says so. */
function useVisitedOnly(): boolean {
  const [visitedOnly, setVisitedOnly] = useState(false);
  useEffect(() => {
    let live = true;
    // caches.match searches every cache, so the record's presence is the whole answer.
    void (typeof caches === 'undefined' ? Promise.resolve(undefined) : caches.match(visitedOnlyUrl)).then(
      (record) => live && setVisitedOnly(record !== undefined),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return visitedOnly;
}

/** The offline shell's content until the browser has rendered the page. */
export function ShellPlaceholder() {
  return (
    <div className={`${container} ${s.wrap}`} aria-busy="true">
      <p className={s.lead}>
        <Trans>Loading…</Trans>
      </p>
    </div>
  );
}
