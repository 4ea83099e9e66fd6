/**
 * The registration's wire contract, shared by the page and the server: the calls on the product
 * API's ELMA/NEWELMA paths, the photos a questionnaire carries and their limits. Plain data
 * (no arktype): the page shows its steps and hints without the schema's code.
 */

const base = '/api/v1';
export const registrationCalls = {
  /** `{ number }`: the application, its status, its phone masked, and whether this browser holds its session. */
  lookup: `${base}/NEWELMA/questionnaire_list/`,
  lookupInactive: `${base}/ELMA/get_connection_data`,
  /** `{ connection_id, phone? }`: a code to the phone given, or to the application's own. */
  changePhone: `${base}/ELMA/change_phone`,
  /** `{ connection_id, code }`: confirms the phone and opens the session (an HttpOnly cookie). */
  checkCode: `${base}/ELMA/check_sms_code`,
  /** `{ connection_id }`: what the server keeps of the questionnaire (session only). */
  getData: `${base}/ELMA/get_data`,
  updateForm: (id: string) => `${base}/NEWELMA/${encodeURIComponent(id)}/update_form/`,
  /** Multipart: `file` and `name` (the photo's slot); its own Idempotency-Key header. */
  uploadFile: (id: string) => `${base}/NEWELMA/${encodeURIComponent(id)}/upload_file/`,
  /** `{ connection_id, file_id }`: the photo's bytes. */
  getFile: `${base}/NEWELMA/get_file/`,
  /** `{ connection_id, files: [file ids] }`. */
  deleteFiles: `${base}/NEWELMA/delete_files/`,
  /** `{ context: { online_form: [connection ids] } }`. */
  runVerification: `${base}/NEWELMA/run_verification/`,
} as const;

/** A call's path under the product API's base, as its client takes it ("ELMA/…" may go to the CRM). */
export const underApi = (path: string) => path.slice(base.length + 1);

/** The session cookie the confirmed phone opens: HttpOnly, SameSite=Strict, on the API's path. */
export const sessionCookie = 'zn_registration';
export const sessionHours = 24;

export const documentTypes = ['id_card', 'passport'] as const;
export type DocumentType = (typeof documentTypes)[number];

/** The photos a questionnaire may carry, one file each. */
export const photoSlots = ['id_card_front', 'id_card_back', 'passport_page_1', 'passport_page_2', 'passport_registration', 'tax_number'] as const;
export type PhotoSlot = (typeof photoSlots)[number];
export const isPhotoSlot = (value: unknown): value is PhotoSlot => typeof value === 'string' && (photoSlots as readonly string[]).includes(value);

/** The photos each document type needs before verification (all starred on the page). */
export const requiredPhotos: Record<DocumentType, readonly PhotoSlot[]> = {
  id_card: ['id_card_front', 'id_card_back', 'tax_number'],
  passport: ['passport_page_1', 'passport_page_2', 'passport_registration', 'tax_number'],
};

export const photoRules = {
  extensions: ['jpg', 'jpeg', 'png'],
  accept: 'image/jpeg,image/png,.jpg,.jpeg,.png',
  maxBytes: 50 * 1024 * 1024,
  maxMegabytes: 50,
  /** A decoded photo above this many pixels is refused (a 200 MP phone photo is 12,000 x 16,000 px). */
  maxPixels: 200_000_000,
  /** A photo this size or larger on both sides can be read by the automatic check; smaller ones go to an operator. */
  readable: { long: 1000, short: 600 },
} as const;

/** Versions of the consents' texts, stored with each consent and its time. */
export const consentVersions = { offer_terms: '2026-11', personal_data: '2026-11' } as const;

/** What the page keeps on the device: the encrypted draft lives this long. */
export const draftDays = 7;

/** A successful verification's outcome. */
export type VerificationResult = 'sent' | 'verified';
