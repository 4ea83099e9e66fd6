/**
 * The call-back's locality and tariff must name published content: a tariff withdrawn since the
 * page was opened, or a forged id, is refused with a reason rather than stored as a dead link.
 */
import type { FieldIssue } from '../../src/domain/forms/issues';
import type { ContentStore } from '../content/content-store';

export function knownChoices(content: ContentStore, values: { locality?: string; tariff_id?: number }): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (values.locality !== undefined) {
    if (!content.items('localities').some((l) => l.code === values.locality && l.status === 'published')) issues.push({ field: 'locality', code: 'unknown_locality' });
  }
  if (values.tariff_id !== undefined) {
    if (!content.items('internet_tariffs').some((t) => t.id === values.tariff_id && t.status === 'published')) issues.push({ field: 'tariff_id', code: 'unknown_tariff' });
  }
  return issues;
}
