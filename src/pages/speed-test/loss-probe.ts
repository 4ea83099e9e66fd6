/**
 * The packet-loss probe: an unreliable, unordered WebRTC data channel to this server, sending
 * small numbered packets at a steady pace that the server echoes (docs/speed-test.md, "Packet loss").
 * It lives on the page: Chromium has no WebRTC in dedicated workers. Loaded with the test.
 */
import { echoTimeoutMs, type LossPhase, type LossResult, lossResult, type PacketRecord, packetsPerSecond, settled } from '../../domain/speedtest/loss';

const packetBytes = 8;
/** How long the handshake may take before the test goes ahead without the probe. */
const openTimeoutMs = 5000;
const gatherTimeoutMs = 1000;

export interface LossProbe {
  /** Resolves once the channel is open or has failed to open: the test may start either way. */
  ready: Promise<void>;
  /** Packets from now on count for this phase; null stops sending. */
  phase(phase: LossPhase | null): void;
  /** The transfer's current rate, Mbit/s: under load the pace follows it. */
  line(mbps: number): void;
  /** Stops sending, waits for the outstanding echoes (at most their timeout) and closes. */
  finish(): Promise<LossResult>;
  close(): void;
}

type Failure = Extract<LossResult, { measured: false }>['reason'];

function failed(reason: Failure): LossProbe {
  return { ready: Promise.resolve(), phase: () => undefined, line: () => undefined, finish: () => Promise.resolve({ measured: false, reason }), close: () => undefined };
}

function gathered(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const limit = setTimeout(resolve, gatherTimeoutMs);
    pc.addEventListener('icegatheringstatechange', () => {
      if (pc.iceGatheringState === 'complete') {
        clearTimeout(limit);
        resolve();
      }
    });
  });
}

async function handshake(pc: RTCPeerConnection, offerUrl: string): Promise<void> {
  await pc.setLocalDescription(await pc.createOffer());
  await gathered(pc);
  const res = await fetch(offerUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'offer', sdp: pc.localDescription?.sdp }),
  });
  if (!res.ok) throw new Error(`offer refused: ${res.status}`);
  await pc.setRemoteDescription((await res.json()) as RTCSessionDescriptionInit);
}

export function startLossProbe(offerUrl: string): LossProbe {
  if (typeof globalThis.RTCPeerConnection !== 'function') return failed('unsupported');
  let pc: RTCPeerConnection;
  try {
    pc = new RTCPeerConnection({ iceServers: [] });
  } catch {
    return failed('unsupported');
  }
  const channel = pc.createDataChannel('loss', { ordered: false, maxRetransmits: 0 });
  channel.binaryType = 'arraybuffer';
  const packets: PacketRecord[] = [];
  let current: LossPhase | null = null;
  let lineMbps = 0;
  let failure: Failure | null = null;
  let timer = 0;

  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (!(event.data instanceof ArrayBuffer) || event.data.byteLength !== packetBytes) return;
    const packet = packets[new DataView(event.data).getUint32(0)];
    if (packet && packet.echoedAt === undefined) packet.echoedAt = performance.now();
  };
  // Each packet schedules the next, so the pace follows the phase and the line's rate.
  const send = () => {
    timer = 0;
    if (current === null || channel.readyState !== 'open') return;
    const data = new ArrayBuffer(packetBytes);
    new DataView(data).setUint32(0, packets.length);
    packets.push({ phase: current, sentAt: performance.now() });
    channel.send(data);
    timer = window.setTimeout(send, 1000 / packetsPerSecond(current, lineMbps));
  };
  const close = () => {
    clearTimeout(timer);
    current = null;
    channel.close();
    pc.close();
  };

  const ready = new Promise<void>((resolve) => {
    const limit = setTimeout(() => {
      failure ??= 'timeout';
      resolve();
    }, openTimeoutMs);
    channel.onopen = () => {
      clearTimeout(limit);
      send();
      resolve();
    };
    // Closing or failing mid-test leaves figures that are not the line's.
    channel.onclose = () => {
      if (current !== null) failure ??= 'failed';
    };
    pc.addEventListener('connectionstatechange', () => {
      if (pc.connectionState === 'failed') {
        failure ??= 'failed';
        clearTimeout(limit);
        resolve();
      }
    });
    handshake(pc, offerUrl).catch(() => {
      failure ??= 'failed';
      clearTimeout(limit);
      resolve();
    });
  });

  return {
    ready,
    phase(phase) {
      const resume = current === null && phase !== null && timer === 0 && channel.readyState === 'open';
      current = phase;
      lineMbps = 0;
      if (resume) send();
    },
    line(mbps) {
      lineMbps = mbps;
    },
    async finish() {
      current = null;
      clearTimeout(timer);
      const deadline = performance.now() + echoTimeoutMs;
      while (!failure && !settled(packets, performance.now()) && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const reason = failure ?? (packets.length ? null : 'failed');
      close();
      return reason ? { measured: false, reason } : lossResult(packets, performance.now());
    },
    close,
  };
}
