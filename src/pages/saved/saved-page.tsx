/** "Saved for offline": the page's words are the server's; a plain script fills in the device's report. */
import { Trans } from '@lingui/react/macro';
import { useLocale } from '../../i18n/use-locale';
import type { PageProps } from '../../routing/page-types';
import { container, section } from '../../ui/container.css';
import { SavedReport } from './saved-report';
import * as s from './saved-page.css';

export default function SavedPage({ title }: PageProps) {
  // Another language is a new report: the script fills in the words the server chose.
  const locale = useLocale();
  return (
    <div className={`${container} ${section} ${s.page}`}>
      <h1>{title}</h1>
      <p className={s.lead}>
        <Trans>
          This device keeps the FAQ, every setup guide with its pictures and the latest notices, so you can read them when
          the internet is down. The copy refreshes itself while you use the site.
        </Trans>
      </p>
      <SavedReport key={locale} />
    </div>
  );
}
