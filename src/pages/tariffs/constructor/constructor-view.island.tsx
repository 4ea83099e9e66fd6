/** The tariff constructor as a browser-only island of an islands-mode page. */
export { default } from './constructor-view';
