/** The layout's browser-only parts as an island of their own (islands-mode pages). */
export { default } from './after-hydration';
