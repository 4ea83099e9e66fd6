/** The reasons a call was refused that belong to no one field, said where the visitor looks. */
import type { ApiError } from '../../../domain/forms/submissions';
import * as f from '../../../ui/form.css';

export function Problems({ problems }: { problems: readonly ApiError[] }) {
  if (problems.length === 0) return null;
  return (
    <div className={f.banner.error} role="alert">
      {problems.map((p) => (
        <p key={`${p.field ?? ''}${p.code}${p.message}`} className={f.error}>
          {p.message}
        </p>
      ))}
    </div>
  );
}
