/**
 * The home page's connection request: loaded after the page is
 * interactive, so the first load carries neither the form nor its words.
 */
import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { pathTo } from '../../../routing/paths';
import { container, section } from '../../../ui/container.css';
import { ConnectFormPart } from '../../../ui/part-slot';
import * as s from './connect-block.css';

export default function ConnectBlock() {
  return (
    <section id="connect" className={`${container} ${section} ${s.block}`} aria-labelledby="connect-title">
      <div className={s.intro}>
        <h2 id="connect-title" className={s.title}>
          <Trans>Connect to ZoriaNet</Trans>
        </h2>
        <p className={s.text}>
          <Trans>Leave your address and phone: we will check that your house is connected and call you to agree on a convenient time. Connection costs 500 UAH, and the first month of the tariff is free.</Trans>
        </p>
      </div>
      <div className={s.card}>
        <Suspense fallback={null}>
          <ConnectFormPart returnTo={`${pathTo('home')}#connect`} />
        </Suspense>
      </div>
    </section>
  );
}
