/**
 * What each form sends, checked the same way by the page before sending and by the server on
 * arrival. Field names are the product API's.
 */
import { type } from 'arktype';
import { apartment, consent, email, house, localityCode, messageText, optionalMessageText, optionalText, personName, phone, tariffId, text } from './fields';
import { limits } from './limits';

/** Call-back request: the address and the extra wishes arrive composed (composeAddress and composeInfo in src/forms/callback/callback-values.ts). */
export const CallbackRequest = type({
  // Keys nobody declared are dropped: they never reach storage, the export or the CRM.
  '+': 'delete',
  fullname: personName(limits.name.min, limits.name.max),
  phone,
  'address?': optionalText(limits.address.max),
  'additional_info?': optionalMessageText(limits.additionalInfo.max),
  // Where the address is (a page of one locality prefills it) and the tariff a card chose:
  // the server also checks both name published content (server/forms/submission.ts: knownChoices).
  'locality?': localityCode,
  'tariff_id?': tariffId,
  consent,
});
export type CallbackRequest = typeof CallbackRequest.inferIn;
export type CallbackOut = typeof CallbackRequest.infer;

/** Connection request from the home page block and the tariff pages: street, house, flat, phone. */
export const ConnectRequest = type({
  '+': 'delete',
  address: text(limits.address.min, limits.address.max),
  house,
  'flat?': apartment,
  phone,
  consent,
});
export type ConnectRequest = typeof ConnectRequest.inferIn;

/** The new-application variant of the connection request: locality, street, house, phone. */
export const NewApplicationRequest = type({
  '+': 'delete',
  city: text(limits.name.min, limits.name.max),
  address: text(limits.address.min, limits.address.max),
  numberHouse: house,
  numberPhone: phone,
  consent,
});
export type NewApplicationRequest = typeof NewApplicationRequest.inferIn;

/** The connection endpoint takes either shape; the new-application one is told by its phone field. */
export const connectSchemaFor = (body: unknown) =>
  typeof body === 'object' && body !== null && 'numberPhone' in body ? NewApplicationRequest : ConnectRequest;

/** Message to the director (contacts page): an e-mail to answer to and free text. */
export const DirectorMessage = type({
  '+': 'delete',
  email,
  text: messageText(limits.directorText.min, limits.directorText.max),
  consent,
});
export type DirectorMessage = typeof DirectorMessage.inferIn;

/**
 * Vacancy application: the text fields of the multipart body (all strings on the wire); the
 * resume file is checked apart (submissions.ts: resumeExtensions, resumeMaxBytes).
 */
export const VacancyApplication = type({
  '+': 'delete',
  fullname: personName(limits.name.min, limits.name.max),
  phone,
  email,
  'comment?': optionalMessageText(limits.comment.max),
  vacancy_id: type('string.integer.parse').to('number.integer > 0'),
  consent,
});
export type VacancyApplication = typeof VacancyApplication.inferIn;
