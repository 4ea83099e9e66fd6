import type { DocumentCategory, DocumentSection, LegalDocument } from '../../domain/content/documents';
import { translation } from '../../domain/content/translate';
import { type Locale, pick } from '../../domain/locale';
import { NotFoundError, type LoaderContext } from '../../routing/page-types';
import { contractsQueries as q } from './queries';

/** A document as a list entry, in the page's language. */
export interface DocumentCard {
  id: number;
  title: string;
  summary: string;
  effective_date: string;
}

export interface ContractsListData {
  kind: 'list';
  categories: { id: number; name: string; documents: DocumentCard[] }[];
}

export interface ContractDocumentData {
  kind: 'document';
  id: number;
  category: string;
  title: string;
  summary: string;
  effective_date: string;
  intro?: string;
  sections: DocumentSection[];
  /** The other documents of its category. */
  others: DocumentCard[];
  meta: { title: string; description: string };
}

export type ContractsData = ContractsListData | ContractDocumentData;

const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;

function card(doc: LegalDocument, locale: Locale): DocumentCard {
  const tr = translation(doc.translations, locale);
  return { id: doc.id, title: tr.title, summary: tr.summary, effective_date: doc.effective_date };
}

/** /contracts: the categories with their documents; with ?id= one document (an unknown id is a 404). */
export async function loadContracts({ content, locale, search }: LoaderContext): Promise<ContractsData> {
  const categories: DocumentCategory[] = await q.categories.read(content);
  const id = search.get('id');
  if (id === null) {
    return {
      kind: 'list',
      categories: categories
        .filter((c) => c.documents.some((d) => d.status === 'published'))
        .map((c) => ({
          id: c.id,
          name: pick(locale, c.name_ukr, c.name_ru),
          documents: c.documents.filter((d) => d.status === 'published').sort(byPosition).map((d) => card(d, locale)),
        })),
    };
  }
  const category = /^[1-9]\d{0,8}$/.test(id) ? categories.find((c) => c.documents.some((d) => d.id === Number(id) && d.status === 'published')) : undefined;
  const doc = category?.documents.find((d) => d.id === Number(id));
  if (!category || !doc) throw new NotFoundError(`No document ${id}`);
  const tr = translation(doc.translations, locale);
  return {
    kind: 'document',
    id: doc.id,
    category: pick(locale, category.name_ukr, category.name_ru),
    title: tr.title,
    summary: tr.summary,
    effective_date: doc.effective_date,
    intro: tr.intro,
    sections: tr.sections,
    others: category.documents.filter((d) => d !== doc && d.status === 'published').sort(byPosition).map((d) => card(d, locale)),
    meta: { title: tr.title, description: tr.summary },
  };
}
