import { translation } from '../../domain/content/translate';
import type { LoaderContext } from '../../routing/page-types';
import type { DepartmentPhone } from '../../domain/content/departments';
import { contactsQueries as q } from './queries';

export interface DepartmentCard {
  id: number;
  name: string;
  description: string;
  hours: string;
  phones: DepartmentPhone[];
  email: string;
}

export interface ContactsData {
  departments: DepartmentCard[];
}

/** /contacts: the departments in the page's language (offices and support numbers come with the site data). */
export async function loadContacts({ content, locale }: LoaderContext): Promise<ContactsData> {
  const departments = await q.departments.read(content);
  return {
    departments: departments.map((d) => {
      const tr = translation(d.translations, locale);
      return { id: d.id, name: tr.name, description: tr.description, hours: tr.hours, phones: d.phones, email: d.email };
    }),
  };
}
