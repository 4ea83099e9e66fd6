import { Trans, useLingui } from '@lingui/react/macro';
import { AppLink } from '../../routing/app-link';
import { container } from '../../ui/container.css';
import { CompareTable } from './compare-table';
import type { PartnerData } from './load';
import { packagesId } from './partner';
import * as s from './tv.css';

/** /sweet-tv/compare-tariff and /megogo/compare-tariff: the partner's packages side by side. */
export function ComparePage({ title, data }: { title: string; data: PartnerData }) {
  const { tariffs, channels, categories, partner } = data;
  const { t } = useLingui();
  const name = partner.name;
  return (
    <div className={`${container} ${s.page}`}>
      <div className={s.block}>
        <h1 className={s.h1}>{title}</h1>
        <p>
          <AppLink to={partner.code === 'megogo' ? 'megogo' : 'sweet-tv'} hash={packagesId}>
            <Trans>← Back to choosing a tariff</Trans>
          </AppLink>
        </p>
      </div>
      <CompareTable caption={t`${name} packages side by side`} tariffs={tariffs.filter((x) => x.kind === 'package')} channels={channels} categories={categories} />
    </div>
  );
}
