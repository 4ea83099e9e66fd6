/** A result as a link: the figures packed into the query, shown by the page that opens it. */
export interface SharedResult {
  d: number;
  u: number;
  p: number;
  j: number;
  l: number | null;
  g: string;
  at: string;
  /** Packet loss, %, idle / download / upload (null: that phase sent nothing); absent when not measured. */
  ls?: [number | null, number | null, number | null];
}

export function encodeShared(r: SharedResult): string {
  const json = JSON.stringify(r);
  return btoa(String.fromCharCode(...new TextEncoder().encode(json))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeShared(text: string | null): SharedResult | null {
  if (!text || text.length > 400) return null;
  try {
    const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const r = JSON.parse(new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)))) as SharedResult;
    const num = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v < 1e6;
    if (!num(r.d) || !num(r.u) || !num(r.p) || !num(r.j) || !(r.l === null || num(r.l))) return null;
    if (typeof r.g !== 'string' || !/^(A\+|[A-DF])$/.test(r.g) || Number.isNaN(Date.parse(r.at))) return null;
    const lossOk = (v: unknown) => v === null || (num(v) && (v as number) <= 100);
    if (r.ls !== undefined && !(Array.isArray(r.ls) && r.ls.length === 3 && r.ls.every(lossOk))) return null;
    return r;
  } catch {
    return null;
  }
}
