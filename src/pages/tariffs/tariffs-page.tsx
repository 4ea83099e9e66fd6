import type { PageProps } from '../../routing/page-types';
import { container } from '../../ui/container.css';
import { TariffConstructor } from './constructor/tariff-constructor';
import type { ConstructorData } from './constructor/load';
import * as s from './constructor/constructor.css';

/** /tariffs: the tariff constructor (the tariff lists join it here). */
export default function TariffsPage({ title, data }: PageProps) {
  const { constructor } = data as { constructor: ConstructorData };
  return (
    <div className={`${container} ${s.page}`}>
      <h1 className={s.title}>{title}</h1>
      <TariffConstructor rules={constructor} />
    </div>
  );
}
