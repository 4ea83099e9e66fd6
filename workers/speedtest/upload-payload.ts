/** The bytes uploads carry: random, so nothing on the way can compress them. */
import { maxBody } from './upload-sizing';

const MiB = 1024 * 1024;
/** Random bytes that cross to the browser's blob store once; longer bodies repeat them. */
export const payloadPart = 4 * MiB;

export function randomPayload(size: number): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(size);
  for (let i = 0; i < size; i += 65536) crypto.getRandomValues(data.subarray(i, Math.min(size, i + 65536)));
  return data;
}

/**
 * What uploads slice their bodies from: one part of random bytes, referenced over and over up to
 * the largest body. Made when the test starts: a Blob's bytes move to the browser process behind
 * the scenes, and an upload of a Blob still moving waits for it, which slowed the first requests
 * enough to bring in extra streams (docs/speed-test.md).
 */
export function uploadPayload(): Blob {
  const part = new Blob([randomPayload(payloadPart)]);
  return new Blob(Array.from({ length: Math.ceil(maxBody / payloadPart) }, () => part));
}
