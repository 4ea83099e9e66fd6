/**
 * The questionnaire as the page holds it (every field present, both documents' fields kept while
 * the visitor switches) and as it is sent (only the chosen document's fields). Plain code: the
 * form shows and keeps its draft without the schema's module.
 */
import type { DocumentType, PhotoSlot } from '../../../domain/registration/contract';
import type { StoredFile } from './api';

export interface Values {
  surname: string;
  name: string;
  middle_name: string;
  birth_date: string;
  document_type: DocumentType;
  id_card_number: string;
  passport_series: string;
  passport_number: string;
  issued_by: string;
  issue_date: string;
  registration_address: string;
  tax_number: string;
  main_phone: string;
  additional_phone: string;
  email: string;
  connection_address: string;
  offer_terms: boolean;
  personal_data: boolean;
}

const textFields = [
  'surname',
  'name',
  'middle_name',
  'birth_date',
  'id_card_number',
  'passport_series',
  'passport_number',
  'issued_by',
  'issue_date',
  'registration_address',
  'tax_number',
  'main_phone',
  'additional_phone',
  'email',
  'connection_address',
] as const satisfies readonly (keyof Values)[];

export const emptyValues: Values = {
  ...(Object.fromEntries(textFields.map((k) => [k, ''])) as Record<(typeof textFields)[number], string>),
  document_type: 'id_card',
  offer_terms: false,
  personal_data: false,
};

const documentFields: Record<DocumentType, readonly (keyof Values)[]> = {
  id_card: ['id_card_number'],
  passport: ['passport_series', 'passport_number', 'issued_by', 'issue_date', 'registration_address'],
};

/** What update_form takes: the chosen document's fields, no empty optional phone. */
export function toRequest(v: Values): Record<string, string | boolean> {
  const other = documentFields[v.document_type === 'id_card' ? 'passport' : 'id_card'];
  const out: Record<string, string | boolean> = {};
  for (const [key, value] of Object.entries(v) as [keyof Values, string | boolean][]) {
    if (other.includes(key) || (key === 'additional_phone' && value === '')) continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

/** Values from what the server keeps (another device filled it), over the empty form. */
export function fromStored(form: Record<string, unknown> | null, connectionAddress: string): Values {
  const values: Values = { ...emptyValues, connection_address: connectionAddress };
  if (!form) return values;
  for (const key of textFields) if (typeof form[key] === 'string') values[key] = form[key];
  if (form.document_type === 'passport' || form.document_type === 'id_card') values.document_type = form.document_type;
  // Consents are given again for each sending: they are stored with the time they were given.
  return values;
}

/** One photo slot as the draft keeps it; its bytes are sealed beside it. */
export interface PhotoMeta {
  name: string;
  type: string;
  size: number;
  /** The upload's Idempotency-Key, made when the photo was chosen. */
  key: string;
  /** What the server stored, once uploaded. */
  uploaded?: StoredFile;
}

/** The draft's content: what is typed, the photos' state, and whether "Send" waits for the network. */
export interface DraftContent {
  values: Values;
  photos: Partial<Record<PhotoSlot, PhotoMeta>>;
  pending: boolean;
  /** Uploaded photos removed while offline: deleted on the server at the next chance. */
  removed?: string[];
}
