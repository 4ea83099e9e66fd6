/** The filters and the list of /vacancies: woken near the viewport (src/ui/island.tsx). */
export { VacancyList as default } from './vacancy-list';
