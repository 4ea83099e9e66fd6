/** The history chart's geometry: download and upload of the kept results, oldest on the left, on one scale. */
import type { SpeedTestResult } from '../../domain/speedtest/protocol';

export interface ChartBox {
  width: number;
  height: number;
  /** Room inside the box kept free of lines (the axis labels sit there). */
  pad: { top: number; right: number; bottom: number; left: number };
}

export interface HistoryChart {
  /** SVG polyline points, "x,y x,y", one per kept result in time order. */
  download: string;
  upload: string;
  /** The top of the scale, Mbit/s: a round figure at or above every reading. */
  max: number;
  /** The x of each result in time order, with its time (for the dots and the first and last labels). */
  times: { x: number; at: string }[];
}

/** 1, 2 or 5 times a power of ten: the smallest at or above v. */
export function roundUp(v: number): number {
  if (v <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(v));
  return ([1, 2, 5, 10].find((m) => m * power >= v) as number) * power;
}

/** Results are placed evenly by order, not by time: tests days apart and minutes apart both stay readable. */
export function historyChart(history: readonly SpeedTestResult[], box: ChartBox): HistoryChart {
  const ordered = [...history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const max = roundUp(Math.max(0, ...ordered.flatMap((r) => [r.download, r.upload])));
  const innerW = box.width - box.pad.left - box.pad.right;
  const innerH = box.height - box.pad.top - box.pad.bottom;
  const x = (i: number) => box.pad.left + (ordered.length > 1 ? (i / (ordered.length - 1)) * innerW : innerW / 2);
  const y = (v: number) => box.pad.top + innerH - (Math.min(v, max) / max) * innerH;
  const line = (pick: (r: SpeedTestResult) => number) => ordered.map((r, i) => `${x(i).toFixed(1)},${y(pick(r)).toFixed(1)}`).join(' ');
  return { download: line((r) => r.download), upload: line((r) => r.upload), max, times: ordered.map((r, i) => ({ x: x(i), at: r.at })) };
}
