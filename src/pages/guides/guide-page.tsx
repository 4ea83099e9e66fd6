import type { PageProps } from '../../routing/page-types';
import { container } from '../../ui/container.css';

/** Stub: the page is being written. */
export default function Page({ title }: PageProps) {
  return (
    <div className={container}>
      <h1>{title}</h1>
    </div>
  );
}
