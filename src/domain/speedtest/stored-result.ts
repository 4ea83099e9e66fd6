/**
 * A speed-test result stored on the visitor's opt-in so support can look it up by a short id
 * read out on the phone. Figures and a few bounded fields only: no address, no free text.
 * Checked the same way by the page before sending and by the server on arrival.
 */
import { type } from 'arktype';
import { text } from '../forms/fields';

export const storedResultsEndpoint = '/api/v1/speedtest_results/';
/** Days a stored result is kept before the retention job deletes it. */
export const storedResultDays = 90;

/** Capitals and digits a listener cannot mix up over the phone: no 0/O, 1/I/L. */
export const resultIdAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const resultIdLength = 8;
export const resultIdPattern = new RegExp(`^[${resultIdAlphabet}]{${resultIdLength}}$`);

/** What navigator.connection.type can report (Network Information API). */
export const connectionTypes = ['bluetooth', 'cellular', 'ethernet', 'none', 'mixed', 'other', 'unknown', 'wifi', 'wimax'] as const;

const rate = type('0 <= number <= 100000');
const delay = type('0 <= number <= 60000');
/**
 * A real moment since 2000: Date.parse rolls 2026-02-30 over to 2 March and takes year 0000,
 * so the parsed date must print back as the same date and time.
 */
const isRealTime = (s: string) => {
  const ms = Date.parse(s);
  return !Number.isNaN(ms) && s.slice(0, 4) >= '2000' && new Date(ms).toISOString().slice(0, 19) === s.slice(0, 19);
};
const isoTime = type(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/).narrow((s, ctx) => isRealTime(s) || ctx.mustBe('invalid'));
/** A server's name is shown as text: markup in it is refused, not stripped. */
const serverName = text(1, 80).narrow((s, ctx) => !/[<>]/.test(s) || ctx.mustBe('invalid'));

export const SpeedTestRecord = type({
  // Unknown keys are refused, not dropped: the record holds nothing it did not declare.
  '+': 'reject',
  download: rate,
  upload: rate,
  ping: delay,
  jitter: delay,
  loaded: delay.or('null'),
  server: serverName,
  at: isoTime,
  'connection?': type.enumerated(...connectionTypes),
});
export type SpeedTestRecord = typeof SpeedTestRecord.infer;

/** The answer of POST (201) and GET: the record with its id and when it was stored. */
export const StoredSpeedTest = type({
  id: type(resultIdPattern),
  result: {
    download: 'number',
    upload: 'number',
    ping: 'number',
    jitter: 'number',
    loaded: 'number | null',
    server: 'string',
    at: 'string',
    'connection?': 'string',
  },
  stored_at: 'string',
});
export type StoredSpeedTest = typeof StoredSpeedTest.infer;

export { storedResultPath } from './result-path';

/** The stored result ids a text mentions (a call-back comment), each once. */
export function resultIdsIn(textValue: string): string[] {
  const found = textValue.match(new RegExp(`/speed-test/r/([${resultIdAlphabet}]{${resultIdLength}})\\b`, 'g')) ?? [];
  return [...new Set(found.map((m) => m.slice(-resultIdLength)))];
}
