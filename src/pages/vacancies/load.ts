import type { Faq } from '../../domain/content/faq';
import type { Vacancy } from '../../domain/content/vacancies';
import { translation } from '../../domain/content/translate';
import { type LoaderContext, NotFoundError } from '../../routing/page-types';
import { type Lookups, loadLookups } from './lookups';
import { vacancyQueries as q } from './queries';

export type CareerQuestion = Pick<Faq, 'id' | 'url_key' | 'question_ukr' | 'question_ru' | 'answer_ukr' | 'answer_ru'>;

export interface VacanciesData {
  vacancies: Vacancy[];
  lookups: Lookups;
  faq: CareerQuestion[];
}

export interface VacancyData {
  vacancy: Vacancy;
  lookups: Lookups;
  meta: { title: string; description: string };
}

/** All open vacancies (the page filters them by the query string), the reference lists and the career FAQ. */
export async function loadVacancies({ content }: LoaderContext): Promise<VacanciesData> {
  const [vacancies, lookups, categories, faq] = await Promise.all([
    q.vacancies.read(content),
    loadLookups(content),
    q.careerFaqCategories.read(content),
    q.faq.read(content),
  ]);
  const career = new Set(categories.map((c) => c.id));
  const questions = faq
    .filter((f) => career.has(f.category))
    .map(({ id, url_key, question_ukr, question_ru, answer_ukr, answer_ru }) => ({ id, url_key, question_ukr, question_ru, answer_ukr, answer_ru }));
  return { vacancies, lookups, faq: questions };
}

/** One open vacancy by id; unknown or closed (unpublished, so never served) ids are a 404. */
export async function loadVacancy({ content, params, locale }: LoaderContext): Promise<VacancyData> {
  const id = /^[1-9]\d{0,8}$/.test(params.id ?? '') ? Number(params.id) : NaN;
  const [vacancies, lookups] = await Promise.all([q.vacancies.read(content), loadLookups(content)]);
  const vacancy = vacancies.find((v) => v.id === id);
  if (!vacancy) throw new NotFoundError(`No open vacancy ${params.id ?? ''}`);
  const tr = translation(vacancy.translations, locale);
  return { vacancy, lookups, meta: { title: tr.title, description: tr.summary } };
}
