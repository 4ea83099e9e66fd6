/**
 * The packet-loss sessions: one werift peer connection per test, whose unreliable data channel
 * echoes every packet at once (docs/speed-test.md, "Packet loss").
 */
import { RTCPeerConnection, type RTCDataChannel } from 'werift';
import { announceAddress } from './answer-address';

export interface LossConfig {
  /** Address announced in the answer's candidates (one-to-one NAT); null: the interfaces' own. */
  iceAddress: string | null;
  /** UDP ports the sessions bind, inclusive; null: any free port. */
  udpPorts: [number, number] | null;
  maxSessions: number;
  /** A session is closed this long after its offer, whatever it does. */
  sessionMs: number;
}

export const defaultLossConfig: LossConfig = { iceAddress: null, udpPorts: null, maxSessions: 20, sessionMs: 90_000 };

/** Probes are a few bytes; echoing anything larger would let the channel amplify nothing useful. */
export const maxPacketBytes = 64;

export class SessionsFull extends Error {}

export interface LossSessions {
  /** The answer to an offer; throws SessionsFull at the limit and whatever werift throws on a bad offer. */
  answer(offerSdp: string): Promise<string>;
  readonly open: number;
  closeAll(): Promise<void>;
}

/**
 * werift 0.24 abandons a chunk only when `!!maxRetransmits && maxRetransmits < sentCount`, so the
 * page's `maxRetransmits: 0` made the echoes reliable and loss read one way's. A value between 0
 * and 1 abandons a chunk at its first retransmission (docs/speed-test.md, "Packet loss").
 */
const neverRetransmit = 0.5;

function unreliable(channel: RTCDataChannel): void {
  const { parameters } = channel as unknown as { parameters: { maxRetransmits?: number } };
  if (parameters.maxRetransmits === 0) parameters.maxRetransmits = neverRetransmit;
}

function echo(channel: RTCDataChannel): void {
  unreliable(channel);
  channel.onMessage.subscribe((data) => {
    if (typeof data === 'string' || data.length > maxPacketBytes || channel.readyState !== 'open') return;
    channel.send(data);
  });
}

export function createLossSessions(config: LossConfig): LossSessions {
  const live = new Set<RTCPeerConnection>();
  const close = (pc: RTCPeerConnection, timer: NodeJS.Timeout) => {
    clearTimeout(timer);
    if (!live.delete(pc)) return;
    void pc.close().catch(() => undefined);
  };
  return {
    get open() {
      return live.size;
    },
    async answer(offerSdp) {
      if (live.size >= config.maxSessions) throw new SessionsFull('too many packet-loss sessions');
      const pc = new RTCPeerConnection({ iceServers: [], icePortRange: config.udpPorts ?? undefined });
      live.add(pc);
      const timer = setTimeout(() => close(pc, timer), config.sessionMs);
      timer.unref();
      pc.onDataChannel.subscribe((channel) => {
        echo(channel);
        // One channel a session: when the page closes it, the session ends.
        channel.stateChanged.subscribe((state) => state === 'closed' && close(pc, timer));
      });
      pc.connectionStateChange.subscribe((state) => {
        if (state === 'failed' || state === 'closed' || state === 'disconnected') close(pc, timer);
      });
      try {
        await pc.setRemoteDescription({ type: 'offer', sdp: offerSdp });
        await pc.setLocalDescription(await pc.createAnswer());
        const sdp = pc.localDescription?.sdp;
        if (!sdp) throw new Error('no local description');
        return announceAddress(sdp, config.iceAddress);
      } catch (error) {
        close(pc, timer);
        throw error;
      }
    },
    async closeAll() {
      await Promise.all([...live].map((pc) => pc.close().catch(() => undefined)));
      live.clear();
    },
  };
}
