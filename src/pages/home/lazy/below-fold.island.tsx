/** The home page's connection request and service blocks as a browser-only island. */
export { default } from './below-fold';
