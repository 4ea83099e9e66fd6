/**
 * Announcing another address in the answer's host candidates (LOSS_ICE_ADDRESS): behind a
 * one-to-one NAT the server's interface holds a private address the browser cannot reach.
 */
export function announceAddress(sdp: string, address: string | null): string {
  if (!address) return sdp;
  return sdp.replace(/^(a=candidate:\S+ \d+ udp \d+ )(\S+)( \d+ typ host)/gim, (_m, head: string, _old: string, tail: string) => `${head}${address}${tail}`);
}
