/**
 * The outbox's sender as pages load it: on demand, once something is sent (it solves the
 * captcha and checks the server's answers with arktype, which no page needs to show a form).
 * In its own module: a module imported both statically and with import() makes the bundler
 * split shared code out of the entry chunk (rolldown issue 10731).
 */
export { flushOutbox, sendAgain, sendNow } from './flush';
