/** "Saved for offline": the page's words are the server's; the report of the device is an island. */
import { Trans } from '@lingui/react/macro';
import type { PageProps } from '../../routing/page-types';
import { container, section } from '../../ui/container.css';
import { island } from '../../ui/island';
import SavedReportPart from './saved-report.island';
import * as s from './saved-page.css';

const SavedReport = island('pages/saved/saved-report.island', SavedReportPart);

export default function SavedPage({ title }: PageProps) {
  return (
    <div className={`${container} ${section} ${s.page}`}>
      <h1>{title}</h1>
      <p className={s.lead}>
        <Trans>
          This device keeps the FAQ, every setup guide with its pictures and the latest notices, so you can read them when
          the internet is down. The copy refreshes itself while you use the site.
        </Trans>
      </p>
      <SavedReport />
    </div>
  );
}
