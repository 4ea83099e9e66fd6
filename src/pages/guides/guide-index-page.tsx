import { Trans } from '@lingui/react/macro';
import type { PageProps } from '../../routing/page-types';
import { container } from '../../ui/container.css';
import { GuideCards } from './guide-cards';
import type { GuideIndexData } from './load';
import * as s from './guides.css';

/** /setup-pc and /routers: every guide of the index, in its order. */
export default function Page({ title, data }: PageProps) {
  const { kind, guides } = data as GuideIndexData;
  return (
    <div className={`${container} ${s.page}`}>
      <div className={s.head}>
        <h1 className={s.title}>{title}</h1>
        <p className={s.lead}>
          {kind === 'routers' ? (
            <Trans>Step-by-step setup of a home Wi-Fi router for the ZoriaNet network. Choose your router.</Trans>
          ) : (
            <Trans>How to connect a computer to the ZoriaNet network. Choose your operating system.</Trans>
          )}
        </p>
      </div>
      <GuideCards kind={kind} guides={guides} level={2} />
    </div>
  );
}
