import type { PageProps } from '../../routing/page-types';
import { container } from '../../ui/container.css';
import { island } from '../../ui/island';
import ComparePart from './compare.island';
import * as s from './shop.css';

const Compare = island('pages/equipment/compare.island', ComparePart, { when: 'idle', clientOnly: true });

/** /equipment/compare: the two products this device keeps for comparison. */
export default function ComparePage({ title }: PageProps) {
  return (
    <div className={`${container} ${s.page}`}>
      <h1 className={s.h1}>{title}</h1>
      <Compare />
    </div>
  );
}
