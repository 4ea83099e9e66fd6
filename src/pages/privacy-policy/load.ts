import type { PrivacySection } from '../../domain/content/privacy-policy';
import { translation } from '../../domain/content/translate';
import { NotFoundError, type LoaderContext } from '../../routing/page-types';
import { privacyQueries as q } from './queries';

export interface PrivacyData {
  title: string;
  summary: string;
  effective_date: string;
  date_updated: string;
  sections: PrivacySection[];
  meta: { title: string; description: string };
}

/** The published policy in the page's language. */
export async function loadPrivacyPolicy({ content, locale }: LoaderContext): Promise<PrivacyData> {
  const [policy] = await q.policy.read(content);
  if (!policy) throw new NotFoundError('No privacy policy published');
  const tr = translation(policy.translations, locale);
  return {
    title: tr.title,
    summary: tr.summary,
    effective_date: policy.effective_date,
    date_updated: policy.date_updated,
    sections: tr.sections,
    meta: { title: tr.title, description: tr.summary },
  };
}
