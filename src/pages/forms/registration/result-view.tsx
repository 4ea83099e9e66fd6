/**
 * Step 4: what became of the questionnaire. Sent: an operator checks the documents. Sent and
 * verified: it is read-only now, and only support can change it.
 */
import { Trans } from '@lingui/react/macro';
import type { VerificationResult } from '../../../domain/registration/contract';
import { useSiteData } from '../../../data/site-data';
import { phoneHref, phoneLabel } from '../../../domain/phone-link';
import { AppLink } from '../../../routing/app-link';
import { button } from '../../../ui/button.css';
import * as f from '../../../ui/form.css';
import * as s from './registration.css';

export function ResultView({ result, justSent }: { result: VerificationResult; justSent: boolean }) {
  const support = useSiteData().phones[0];
  return (
    <section className={s.step} aria-labelledby="registration-result" data-testid="registration-result" data-result={result}>
      <h2 id="registration-result" className={s.stepTitle}>
        {result === 'verified' ? <Trans>The questionnaire has been sent and verified</Trans> : <Trans>The questionnaire has been sent</Trans>}
      </h2>
      <p className={f.banner.success} role="status">
        {result === 'verified' ? (
          <Trans>Your documents have been checked. We will call you to agree on the day of connection.</Trans>
        ) : (
          <Trans>An operator will check the documents and call you. Until then you can change the questionnaire on this page.</Trans>
        )}
      </p>
      {result === 'verified' && (
        <p>
          <Trans>A verified questionnaire can no longer be changed here. To change anything in it, call support</Trans>
          {support && (
            <>
              {': '}
              <a href={phoneHref(support)} className={s.phone}>
                {phoneLabel(support)}
              </a>
            </>
          )}
          .
        </p>
      )}
      {justSent && (
        <p className={f.hint}>
          <Trans>The draft has been deleted from this device.</Trans>
        </p>
      )}
      <div className={f.actions}>
        <AppLink to="home" className={button.outline}>
          <Trans>To the home page</Trans>
        </AppLink>
      </div>
    </section>
  );
}
