import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CheckIcon } from '../../ui/icons/check';
import { ClockIcon } from '../../ui/icons/clock';
import { UserIcon } from '../../ui/icons/user';
import { WifiIcon } from '../../ui/icons/wifi';
import { container, section } from '../../ui/container.css';
import * as s from './vacancies.css';

/** Why join (training 5 to 14 days on average, trial period of 1-3 months). */
export function VacancyReasons() {
  const reasons: { icon: ReactNode; title: ReactNode; text: ReactNode }[] = [
    {
      icon: <UserIcon />,
      title: <Trans>Training with a mentor</Trans>,
      text: <Trans>5 to 14 days of paid training on average, then work side by side with an experienced colleague.</Trans>,
    },
    {
      icon: <ClockIcon />,
      title: <Trans>A clear trial period</Trans>,
      text: <Trans>A trial period of 1 to 3 months, with feedback along the way and no surprises at the end.</Trans>,
    },
    {
      icon: <CheckIcon />,
      title: <Trans>Official employment</Trans>,
      text: <Trans>An official contract from the first day, with paid leave and paid sick leave.</Trans>,
    },
    {
      icon: <WifiIcon />,
      title: <Trans>A network that grows</Trans>,
      text: <Trans>A fibre provider working since 2012 in Zaporizhzhia and 9 localities around it, with room to grow.</Trans>,
    },
  ];
  return (
    <section className={`${container} ${section}`} aria-labelledby="vacancy-reasons">
      <h2 id="vacancy-reasons" className={s.sectionTitle}>
        <Trans>Why work with us</Trans>
      </h2>
      <ul className={s.reasons}>
        {reasons.map((r, i) => (
          <li key={i} className={s.reason}>
            <span className={s.reasonIcon} aria-hidden="true">
              {r.icon}
            </span>
            <h3 className={s.reasonTitle}>{r.title}</h3>
            <p className={s.muted}>{r.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
