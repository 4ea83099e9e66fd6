/** The address check's answer, one line per street found: per house where the data knows the house, per street otherwise. */
import { Trans, useLingui } from '@lingui/react/macro';
import { coverageOf, type StreetAnswer } from './coverage-answer';
import * as s from './cover.css';

export function CheckAnswer({ text, streets }: { text: string; streets: StreetAnswer[] }) {
  const { t } = useLingui();
  if (streets.length === 0)
    return (
      <p className={s.unknown}>
        <Trans>We do not know the street “{text}”. Ask us: we will check your house and call you back.</Trans>
      </p>
    );
  return (
    <ul className={s.answers}>
      {streets.map((x) => {
        const coverage = coverageOf(x);
        const address = x.full;
        const house = x.house;
        return (
          <li key={x.id} className={s[coverage]} data-coverage={coverage} data-answer={x.houseCoverage ? 'house' : 'street'}>
            <strong>{house ? t`${address}, bldg. ${house}` : address}</strong>: <AnswerText answer={x} />
          </li>
        );
      })}
    </ul>
  );
}

function AnswerText({ answer }: { answer: StreetAnswer }) {
  const house = answer.house;
  if (answer.houseCoverage === 'covered') return <Trans>house {house} is connected. Leave a request and we will agree on a time to connect you.</Trans>;
  if (answer.houseCoverage === 'planned')
    return <Trans>we are still building the network to house {house}. Leave your phone and we will call when it is ready.</Trans>;
  if (answer.street === 'covered')
    return house ? (
      <Trans>the street is in our coverage area; whether house {house} is connected, a manager will tell you. Leave a request and they will call you.</Trans>
    ) : (
      <Trans>the street is in our coverage area. Give the house number for an exact answer, or leave a request and a manager will check your house.</Trans>
    );
  if (answer.street === 'planned') return <Trans>not yet: we are building the network there. Leave your phone and we will call when it is ready.</Trans>;
  return <Trans>we do not serve this street yet. Ask us: we will check your house.</Trans>;
}
