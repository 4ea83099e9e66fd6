/** The layout's phone numbers are printed and dialled as everywhere else on the site. */
export { phoneHref, phoneLabel } from '../../domain/phone-link';
