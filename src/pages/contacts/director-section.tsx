import { Trans } from '@lingui/react/macro';
import * as s from './contacts.css';

/**
 * The place of the "message to the director" form (issue 5): the form is mounted into the
 * data-slot element below; the heading and the id (for /contacts#director links) stay here.
 */
export function DirectorSection() {
  return (
    <section id="director" className={`${s.block} ${s.director}`} aria-labelledby="contacts-director">
      <h2 id="contacts-director" className={s.h2}>
        <Trans>Message to the director</Trans>
      </h2>
      <p className={s.muted}>
        <Trans>Something went wrong and support could not help? Write to the director: every message is read, and we answer by e-mail.</Trans>
      </p>
      <div data-slot="director-form" />
    </section>
  );
}
