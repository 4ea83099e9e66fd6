/**
 * The forms' messages, in the catalog of src/forms so they load
 * with the forms, not with every page. The server formats them with its own i18n instance.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldIssue, IssueCode } from './issues';

export const issueMessages: Record<IssueCode, MessageDescriptor> = {
  required: msg`Required field`,
  min: msg`At least {min} characters`,
  max: msg`At most {max} characters`,
  email: msg`Invalid e-mail address`,
  phone: msg`Enter a valid phone number`,
  house: msg`Invalid house number`,
  apartment: msg`Invalid apartment number`,
  cyrillic: msg`Only Cyrillic letters`,
  invisible: msg`Contains invisible or control characters: remove them`,
  number: msg`Must be a number`,
  consent: msg`Consent to the processing of personal data is needed to send the form`,
  invalid: msg`Invalid value`,
  file_required: msg`The file is required`,
  file_type: msg`Unsupported format. Allowed: {formats}`,
  file_size: msg`The file is larger than {size} MB`,
  file_content: msg`The file's content does not match its extension`,
  unknown_vacancy: msg`This vacancy is no longer open`,
  unknown_locality: msg`Choose a locality from the list`,
  unknown_tariff: msg`This tariff is not offered any more: choose another one`,
  cyrillic_digits: msg`Only Cyrillic letters and digits`,
  date: msg`Invalid date: write it as DD.MM.YYYY`,
  age: msg`The date of birth means an age from 18 to 100`,
  issue_date: msg`Invalid issue date`,
  eq: msg`Must be exactly {eq} digits`,
  passport_series: msg`Two Cyrillic capital letters, for example КЕ`,
  tax_number: msg`This tax number does not exist: check its digits`,
  tax_birth: msg`The tax number does not match the date of birth`,
  offer_terms: msg`Agreement with the terms of the offer contract is needed to send the questionnaire`,
};

/** Messages about a request as a whole (the server's answers). */
export const requestMessages = {
  form: msg`Sending failed. Check that the required fields are filled in`,
  captcha: msg`The check that you are not a robot failed. Please send the form again`,
  rateLimit: msg`Too many requests from your address. Please try again in {minutes} min`,
  inFlight: msg`This request is already being processed`,
  keyMismatch: msg`This request was already sent with other data`,
  keyMissing: msg`The request has no valid Idempotency-Key header`,
  contentType: msg`Unsupported request format`,
  malformed: msg`The request could not be read`,
  tooLarge: msg`The request is too large`,
  fieldName: msg`The form has a field with a reserved name`,
  vacancySent: msg`Your application for the vacancy has been sent`,
  vacancyFailed: msg`Your application for the vacancy was not sent`,
};

/** The registration's answers (commercial.md, section 8: its authorisation errors). */
export const registrationMessages = {
  wrongNumber: msg`Wrong application number`,
  wrongConnection: msg`Server error: wrong connection id`,
  wrongPhone: msg`Wrong phone number`,
  codeIncorrect: msg`The code is incorrect`,
  codeFormat: msg`The code is {length} digits`,
  sendsExhausted: msg`The attempts to send the code are exhausted. Try again in {minutes} min`,
  resendWait: msg`A new code can be sent in {seconds} s`,
  callSupport: msg`Call support!`,
  smsText: msg`ZoriaNet: your confirmation code is {code}. It is valid for 10 minutes.`,
  sessionRequired: msg`Your session has ended: confirm your phone number again`,
  verifiedReadOnly: msg`A verified questionnaire can be changed only through support`,
  formFirst: msg`Fill in and save the questionnaire first`,
  consentsMissing: msg`Both consents are needed to send the questionnaire`,
  photoType: msg`JPG or PNG only`,
  photoSize: msg`No more than {size} MB per file`,
  tooManyFiles: msg`Too many files: send one photo at a time`,
  photoPixels: msg`The photo is too large: at most {megapixels} megapixels`,
  photoBroken: msg`The photo could not be read: the file is damaged or incomplete`,
  unknownSlot: msg`There is no such photo in the questionnaire`,
  fileNotFound: msg`File not found`,
};

export function formatIssue(i18n: I18n, issue: FieldIssue): string {
  const descriptor: MessageDescriptor = { ...issueMessages[issue.code], values: issue.params };
  return i18n._(descriptor);
}
