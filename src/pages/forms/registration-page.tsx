/**
 * /registration and /registration/{id}: the online registration questionnaire in the bare
 * layout. The server renders the frame; the steps are islands (src/pages/forms/registration).
 */
import { Trans } from '@lingui/react/macro';
import type { PageProps } from '../../routing/page-types';
import { AppLink } from '../../routing/app-link';
import { container } from '../../ui/container.css';
import { island } from '../../ui/island';
import FlowPart from './registration/flow.island';
import NumberFormPart from './registration/number-form.island';
import type { NumberData, RegistrationData } from './registration-load';
import * as s from './registration/registration.css';

const NumberForm = island('pages/forms/registration/number-form.island', NumberFormPart);
// The step depends on this browser (its session, its draft): drawn there only.
const Flow = island('pages/forms/registration/flow.island', FlowPart, { clientOnly: true });

export default function RegistrationPage({ title, data, params }: PageProps) {
  const application = params.id ? (data as RegistrationData) : null;
  const asked = application ? null : (data as NumberData | null);
  const number = application?.id;
  return (
    <div className={container}>
      <div className={s.page}>
        <div className={s.brand}>
          <AppLink to="home">
            <Trans>ZoriaNet home page</Trans>
          </AppLink>
          <AppLink to="contacts">
            <Trans>Support contacts</Trans>
          </AppLink>
        </div>
        <h1 className={s.h1}>{number ? <Trans>Application No. {number}</Trans> : title}</h1>
        <p className={s.lead}>
          <Trans>
            Fill in the questionnaire of a new subscriber online: confirm your phone with a code from the SMS, enter your details and upload photos of your
            documents. It takes about 10 minutes.
          </Trans>
        </p>
        {application ? <Flow id={application.id} phone={application.phone} verified={application.verified} /> : <NumberForm number={asked?.number} problem={asked?.problem} />}
        <noscript>
          <p className={s.lead}>
            <Trans>The questionnaire needs JavaScript: turn it on in the browser, or call support.</Trans>
          </p>
        </noscript>
      </div>
    </div>
  );
}
