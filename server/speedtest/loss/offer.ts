/** The browser's SDP offer, checked before it reaches the WebRTC stack. */

/** A data-channel-only offer is about 1 KB with a few candidates; anything far larger is not one. */
export const maxOfferLength = 8192;

/**
 * Candidate lines an offer may name. The server never contacts any (ICE-lite, ice-lite.ts); the
 * bound is for parsing. A browser names one or two per interface and protocol: 32 is room to spare.
 */
export const maxCandidates = 32;

export type OfferCheck = { ok: true; sdp: string } | { ok: false; reason: string };

export function checkOffer(body: unknown): OfferCheck {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, reason: 'body must be a JSON object { type: "offer", sdp }' };
  const { type, sdp } = body as { type?: unknown; sdp?: unknown };
  if (type !== 'offer') return { ok: false, reason: 'type must be "offer"' };
  if (typeof sdp !== 'string' || sdp.length === 0) return { ok: false, reason: 'sdp must be a string' };
  if (sdp.length > maxOfferLength) return { ok: false, reason: `sdp longer than ${maxOfferLength} characters` };
  if (!sdp.startsWith('v=0')) return { ok: false, reason: 'sdp must start with v=0' };
  // Printable ASCII lines only: an SDP has nothing else.
  if (/[^\x20-\x7e\r\n]/.test(sdp)) return { ok: false, reason: 'sdp holds characters an SDP never has' };
  const media = sdp.match(/^m=.*$/gm) ?? [];
  if (media.length !== 1 || !/^m=application \d+ UDP\/DTLS\/SCTP webrtc-datachannel/.test(media[0] ?? '')) {
    return { ok: false, reason: 'sdp must offer one data channel (m=application … webrtc-datachannel) and no other media' };
  }
  if ((sdp.match(/^a=candidate:/gm) ?? []).length > maxCandidates) return { ok: false, reason: `sdp names more than ${maxCandidates} candidates` };
  if (!/^a=fingerprint:/m.test(sdp) || !/^a=ice-ufrag:/m.test(sdp)) return { ok: false, reason: 'sdp lacks its ICE credentials or DTLS fingerprint' };
  return { ok: true, sdp };
}
