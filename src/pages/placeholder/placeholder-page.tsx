import { Trans } from '@lingui/react/macro';
import type { PageProps } from '../../routing/page-types';
import { AppLink } from '../../routing/app-link';
import { button } from '../../ui/button.css';
import { container } from '../../ui/container.css';
import * as s from './placeholder-page.css';

/** A section whose full page is still being built: its title and a way to reach a person. */
export default function PlaceholderPage({ title }: PageProps) {
  return (
    <div className={`${container} ${s.wrap}`}>
      <h1>{title}</h1>
      <p className={s.lead}>
        <Trans>
          We are preparing this section. Our support team works around the clock and will gladly answer any question by
          phone or in the chat.
        </Trans>
      </p>
      <div className={s.actions}>
        <AppLink to="contacts" className={button.primary}>
          <Trans>Contacts</Trans>
        </AppLink>
        <AppLink to="home" className={button.outline}>
          <Trans>To the home page</Trans>
        </AppLink>
      </div>
    </div>
  );
}
