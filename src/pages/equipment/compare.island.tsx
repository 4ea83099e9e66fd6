/** The comparison of /equipment/compare: rendered in the browser only (it lives on the device), once idle. */
export { Compare as default } from './compare';
