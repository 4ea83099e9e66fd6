/**
 * Where the coverage map's areas and localities' names fall in a box of a given size, drawn the
 * way Leaflet draws them (Web Mercator, fitted to the shown areas with room below for the names).
 * The server draws the map with it before Leaflet loads (map-preview.tsx); no browser is asked.
 */
import { capitalLocality, localityNames } from '../../domain/localities';
import type { Locale } from '../../domain/locale';
import { localityCodes, type LocalityCode } from '../../domain/places';
import type { AreaView } from './load';

export interface Frame {
  width: number;
  height: number;
  /** The names' font size in px, as the map's own labels (coverage-map.css.ts). */
  font: number;
}

/** The map's box on a phone and from the md breakpoint on (cover.css.ts: 340 and 520 px high). */
export const frames = {
  phone: { width: 343, height: 340, font: 13 },
  wide: { width: 700, height: 520, font: 14 },
} satisfies Record<string, Frame>;

/** Leaflet's fit in coverage-map.tsx: 16 px round, 40 px below for the names. */
const pad = { top: 16, left: 16, right: 16, bottom: 40 };
/** Room kept between two names, in px. */
export const labelGap = 4;

/** Which name stays where two would overlap: the page's city, then the regional capital, then the list's order. */
export const labelRank = (code: LocalityCode, city: LocalityCode | null): number => (code === city ? 0 : code === capitalLocality ? 1 : 2 + localityCodes.indexOf(code));

/** A name's anchor: under its locality's areas, in the middle (a village's small area stays in sight above it). */
export function labelAnchor(points: [number, number][]): [number, number] {
  const lats = points.map((p) => p[0]);
  const lngs = points.map((p) => p[1]);
  return [Math.min(...lats), (Math.min(...lngs) + Math.max(...lngs)) / 2];
}

const mercator = ([lat, lng]: [number, number]): [number, number] => [(lng * Math.PI) / 180, -Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360))];
const round = (n: number) => Math.round(n * 10) / 10;

export interface DrawnArea {
  locality: LocalityCode;
  name: string;
  points: string;
}
export interface DrawnLabel {
  code: LocalityCode;
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Box {
  l: number;
  r: number;
  t: number;
  b: number;
}
const clear = (a: Box, shown: Box[]) => shown.every((o) => a.r + labelGap <= o.l || o.r + labelGap <= a.l || a.b + labelGap <= o.t || o.b + labelGap <= a.t);

/**
 * The areas as SVG points and the names that fit, for `frame`. A name's width is estimated
 * (bold letters average about 0.62 em): a name that might overlap another, or leave the box, is left out.
 */
export function layOut(areas: AreaView[], city: LocalityCode | null, locale: Locale, frame: Frame): { areas: DrawnArea[]; labels: DrawnLabel[] } {
  const fitted = (city ? areas.filter((a) => a.locality === city) : areas).flatMap((a) => a.polygon.map(mercator));
  const xs = fitted.map((p) => p[0]);
  const ys = fitted.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const innerW = frame.width - pad.left - pad.right;
  const innerH = frame.height - pad.top - pad.bottom;
  const scale = Math.min(innerW / (maxX - minX || 1e-9), innerH / (maxY - minY || 1e-9));
  const ox = pad.left + innerW / 2 - ((minX + maxX) / 2) * scale;
  const oy = pad.top + innerH / 2 - ((minY + maxY) / 2) * scale;
  const toXY = (p: [number, number]): [number, number] => {
    const [x, y] = mercator(p);
    return [round(x * scale + ox), round(y * scale + oy)];
  };

  const drawn = areas.map((a) => ({ locality: a.locality, name: a.name, points: a.polygon.map((p) => toXY(p).join(',')).join(' ') }));
  const height = Math.round(frame.font * 1.35 + 2);
  const candidates = localityCodes
    .filter((code) => areas.some((a) => a.locality === code))
    .sort((a, b) => labelRank(a, city) - labelRank(b, city))
    .map((code) => {
      const [x, y] = toXY(labelAnchor(areas.filter((a) => a.locality === code).flatMap((a) => a.polygon)));
      const name = localityNames[code][locale];
      return { code, name, x, y: y + 3, width: Math.round(name.length * frame.font * 0.62 + 12), height };
    });
  const shown: Box[] = [];
  const labels = candidates.filter((c) => {
    const box = { l: c.x - c.width / 2, r: c.x + c.width / 2, t: c.y, b: c.y + c.height };
    const inside = box.l >= 0 && box.r <= frame.width && box.t >= 0 && box.b <= frame.height;
    if (!inside || !clear(box, shown)) return false;
    shown.push(box);
    return true;
  });
  return { areas: drawn, labels };
}
