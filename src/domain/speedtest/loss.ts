/**
 * Packet loss from the echoes of numbered packets on an unreliable WebRTC data channel:
 * per phase, how many were sent, how many never came back in time, and the echoes' jitter
 * (docs/speed-test.md, "Packet loss").
 */

export type LossPhase = 'idle' | 'download' | 'upload';
export const lossPhases: readonly LossPhase[] = ['idle', 'download', 'upload'];

export interface LossFigure {
  /** Packets sent in the phase whose fate is known (echoed, or past the timeout). */
  sent: number;
  /** Of those, not echoed within the timeout. */
  lost: number;
  /** lost / sent, in % (0 to 100). */
  percent: number;
  /** Mean absolute difference of consecutive echoes' round trips, ms; null with fewer than two echoes. */
  jitter: number | null;
}

export type LossResult =
  | { measured: true; idle?: LossFigure; download?: LossFigure; upload?: LossFigure }
  /** WebRTC could not be set up or broke off: the page says loss was not measured, never 0 %. */
  | { measured: false; reason: 'unsupported' | 'failed' | 'timeout' };

/** One packet: when it left (ms, page clock) and when its echo came back, if it did. */
export interface PacketRecord {
  phase: LossPhase;
  sentAt: number;
  echoedAt?: number;
}

/**
 * How often the probe sends, packets a second. Idle, 100: nothing but the latency probes shares
 * the line, and more packets make a finer figure. Under load, about 0.2 % of the line's rate
 * (5 to 50 a second), so the probe takes next to nothing from the transfer it stands beside
 * (docs/speed-test.md, "Packet loss").
 */
export function packetsPerSecond(phase: LossPhase, lineMbps: number): number {
  if (phase === 'idle') return 100;
  return Math.min(50, Math.max(5, Math.round(1.5 * (Number.isFinite(lineMbps) ? lineMbps : 0))));
}

/** An echo later than this is lost: real-time traffic that late is of no use either. */
export const echoTimeoutMs = 2000;

/** Whether every packet's fate is known at `now`: each is echoed or past the timeout. */
export function settled(packets: readonly PacketRecord[], now: number, timeoutMs = echoTimeoutMs): boolean {
  return packets.every((p) => p.echoedAt !== undefined || now - p.sentAt >= timeoutMs);
}

/**
 * The figure of one phase at `now`. Packets still within their timeout are left out: they are
 * neither lost nor echoed yet. Packets are in the order they were sent.
 */
export function lossFigure(packets: readonly PacketRecord[], now: number, timeoutMs = echoTimeoutMs): LossFigure {
  let sent = 0;
  let lost = 0;
  const rtts: number[] = [];
  for (const p of packets) {
    const rtt = p.echoedAt === undefined ? undefined : p.echoedAt - p.sentAt;
    if (rtt !== undefined && rtt <= timeoutMs) {
      sent++;
      rtts.push(rtt);
    } else if (now - p.sentAt >= timeoutMs) {
      sent++;
      lost++;
    }
  }
  let jitter: number | null = null;
  if (rtts.length >= 2) {
    let sum = 0;
    for (let i = 1; i < rtts.length; i++) sum += Math.abs((rtts[i] ?? 0) - (rtts[i - 1] ?? 0));
    jitter = sum / (rtts.length - 1);
  }
  return { sent, lost, percent: sent ? (100 * lost) / sent : 0, jitter };
}

/** Every phase that sent packets, figured at `now`. */
export function lossResult(packets: readonly PacketRecord[], now: number, timeoutMs = echoTimeoutMs): LossResult {
  const result: LossResult = { measured: true };
  for (const phase of lossPhases) {
    const own = packets.filter((p) => p.phase === phase);
    if (own.length) result[phase] = lossFigure(own, now, timeoutMs);
  }
  return result;
}
