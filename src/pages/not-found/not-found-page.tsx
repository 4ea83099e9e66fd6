import { Trans } from '@lingui/react/macro';
import { AppLink } from '../../routing/app-link';
import { button } from '../../ui/button.css';
import { container } from '../../ui/container.css';
import * as s from '../../ui/status-page.css';

/** 404. */
export default function NotFoundPage() {
  return (
    <div className={`${container} ${s.wrap}`}>
      <img className={s.picture} src="/illustrations/not-found.svg" alt="" width={320} height={200} />
      <h1>
        <Trans>This page could not be found</Trans>
      </h1>
      <p className={s.lead}>
        <Trans>Something went wrong. Start from the main page?</Trans>
      </p>
      <div className={s.actions}>
        <AppLink to="home" className={button.primary}>
          <Trans>To the home page</Trans>
        </AppLink>
        <AppLink to="contacts" className={button.outline}>
          <Trans>Contacts</Trans>
        </AppLink>
      </div>
    </div>
  );
}
