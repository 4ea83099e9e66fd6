/**
 * The server as an ICE-lite agent (RFC 8445 §2.5): it answers the browser's connectivity checks and
 * never sends a check of its own, so no address an offer names is ever sent a datagram first.
 */

/** An offer's candidate lines: a lite agent needs none, and dropping them keeps werift from even resolving mDNS names. */
export function withoutCandidates(sdp: string): string {
  return sdp.replace(/^a=(candidate:|end-of-candidates|remote-candidates:).*\r?\n/gm, '');
}

/** werift writes `a=ice-lite` in the media section; RFC 8839 and browsers read it at session level. */
export function liteAtSessionLevel(sdp: string): string {
  const bare = sdp.replace(/^a=ice-lite\r?\n/gm, '');
  const media = bare.search(/^m=/m);
  const eol = bare.includes('\r\n') ? '\r\n' : '\n';
  return media < 0 ? bare : `${bare.slice(0, media)}a=ice-lite${eol}${bare.slice(media)}`;
}
