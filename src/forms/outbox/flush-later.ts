/**
 * The outbox sender as the page-wide host loads it: on demand, in its own module (a module
 * that is imported both statically and with import() makes the bundler split shared code out
 * of the entry chunk; see rolldown issue 10731).
 */
export { flushOutbox } from './flush';
