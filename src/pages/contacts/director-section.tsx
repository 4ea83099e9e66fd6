import { Trans } from '@lingui/react/macro';
import { island } from '../../ui/island';
import DirectorFormIsland from './director-form.island';
import * as s from './contacts.css';

// The form loads once the section is near (idle, sending, success; queued when offline).
const DirectorForm = island('pages/contacts/director-form.island', DirectorFormIsland, { clientOnly: true });

/** The "message to the director" section; /contacts#director links here. */
export function DirectorSection() {
  return (
    <section id="director" className={`${s.block} ${s.director}`} aria-labelledby="contacts-director">
      <h2 id="contacts-director" className={s.h2}>
        <Trans>Message to the director</Trans>
      </h2>
      <p className={s.muted}>
        <Trans>Something went wrong and support could not help? Write to the director: every message is read, and we answer by e-mail.</Trans>
      </p>
      <DirectorForm />
    </section>
  );
}
