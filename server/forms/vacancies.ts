/**
 * The vacancies as the forms read them from content: whether an application names a published
 * one, and the title its e-mail to HR gives it.
 */
import type { ContentStore } from '../content/content-store';

const vacancies = (content: ContentStore) =>
  content.items('vacancies') as readonly { id: number; status: string; translations: { languages_code: string; title: string }[] }[];

export const isPublishedVacancy = (content: ContentStore, id: number) => vacancies(content).some((v) => v.id === id && v.status === 'published');

/** Its Ukrainian title, the e-mail's language; null for an id content does not hold. */
export const vacancyTitle = (content: ContentStore, id: number) =>
  vacancies(content).find((v) => v.id === id)?.translations.find((t) => t.languages_code === 'uk')?.title ?? null;
