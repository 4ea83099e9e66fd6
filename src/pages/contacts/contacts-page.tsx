import { Trans } from '@lingui/react/macro';
import type { PageProps } from '../../routing/page-types';
import { container } from '../../ui/container.css';
import { Departments } from './departments';
import { DirectorSection } from './director-section';
import type { ContactsData } from './load';
import { Offices } from './offices';
import { SupportBlock } from './support-block';
import * as s from './contacts.css';

/** /contacts: round-the-clock support, the offices, the departments and the message to the director. */
export default function Page({ title, data }: PageProps) {
  const { departments } = data as ContactsData;
  return (
    <div className={`${container} ${s.page}`}>
      <div className={s.head}>
        <h1 className={s.title}>{title}</h1>
        <p className={s.lead}>
          <Trans>Our support works around the clock, every day of the year. Call, write in the chat or to a bot, or come to one of our offices.</Trans>
        </p>
      </div>
      <SupportBlock />
      <Offices />
      <Departments items={departments} />
      <DirectorSection />
    </div>
  );
}
