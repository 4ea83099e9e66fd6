import { type } from 'arktype';
import { IsoDate, LanguageCode, RichText, Slug, Status } from './common';

/** A numbered section of a legal document: its clauses are numbered {section}.{clause} on the page and in the PDF. */
export const DocumentSection = type({
  /** Anchor of the section, used by the table of contents. */
  anchor: Slug,
  title: 'string > 0',
  /** Rich text of each clause (sanitised by the server). */
  clauses: RichText.array().atLeastLength(1),
});
export type DocumentSection = typeof DocumentSection.infer;

/** One legal document of a category: shown at /contracts?id={id} and downloadable as PDF. */
export const LegalDocument = type({
  id: 'number.integer > 0',
  status: Status,
  position: 'number.integer',
  /** Base of the PDF's download name (zorianet-{file_name}-{language}.pdf). */
  file_name: Slug,
  /** The day the current wording took effect. */
  effective_date: IsoDate,
  translations: type({
    languages_code: LanguageCode,
    title: 'string > 0',
    summary: 'string > 0',
    /** Rich text before the first section (who the parties are, what the document is). */
    'intro?': RichText,
    sections: DocumentSection.array().atLeastLength(1),
  })
    .array()
    .atLeastLength(2),
});
export type LegalDocument = typeof LegalDocument.infer;

/** A category of legal documents (collection document_category) with its documents, as the spec has it. */
export const DocumentCategory = type({
  id: 'number.integer > 0',
  status: Status,
  position: 'number.integer',
  name_ukr: 'string > 0',
  name_ru: 'string > 0',
  documents: LegalDocument.array(),
});
export type DocumentCategory = typeof DocumentCategory.infer;

/** Where a document's PDF is served in a language (server/documents/routes.ts answers it). */
export const documentPdfUrl = (id: number, language: 'uk' | 'ru') => `/api/v1/documents/${id}.pdf?lang=${language}`;
