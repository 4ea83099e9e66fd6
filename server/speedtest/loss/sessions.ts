/**
 * The packet-loss sessions: one werift peer connection per test, whose unreliable data channel
 * echoes every packet at once (docs/speed-test.md, "Packet loss").
 */
import { RTCPeerConnection, type RTCDataChannel } from 'werift';
import { announceAddress } from './answer-address';
import { clientKey } from './client-key';
import { liteAtSessionLevel, withoutCandidates } from './ice-lite';

export interface LossConfig {
  /** Address announced in the answer's candidates (one-to-one NAT); null: the interfaces' own. */
  iceAddress: string | null;
  /** UDP ports the sessions bind, inclusive; null: any free port. */
  udpPorts: [number, number] | null;
  maxSessions: number;
  /** Sessions one visitor (clientKey) may hold at once: a test needs one. */
  maxPerClient: number;
  /** A session is closed this long after its offer, whatever it does. */
  sessionMs: number;
  /** A session whose channel has not opened this long after its offer is closed (docs/speed-test.md). */
  connectMs: number;
  /** A connected session that hears nothing (no packet, no consent check) this long is closed. */
  idleMs: number;
}

export const defaultLossConfig: LossConfig = { iceAddress: null, udpPorts: null, maxSessions: 20, maxPerClient: 2, sessionMs: 90_000, connectMs: 8000, idleMs: 20_000 };

/** Probes are a few bytes; echoing anything larger would let the channel amplify nothing useful. */
export const maxPacketBytes = 64;

export class SessionsFull extends Error {}
export class ClientFull extends Error {}

export interface LossSessions {
  /**
   * The answer to an offer from the client at `ip`; throws SessionsFull or ClientFull at the
   * limits and whatever werift throws on a bad offer.
   */
  answer(offerSdp: string, ip: string): Promise<string>;
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

function echo(channel: RTCDataChannel, heard: () => void): void {
  unreliable(channel);
  channel.onMessage.subscribe((data) => {
    heard();
    if (typeof data === 'string' || data.length > maxPacketBytes || channel.readyState !== 'open') return;
    channel.send(data);
  });
}

interface Session {
  pc: RTCPeerConnection;
  client: string;
  timers: NodeJS.Timeout[];
}

export function createLossSessions(config: LossConfig): LossSessions {
  const live = new Set<Session>();
  const perClient = new Map<string, number>();
  const close = (session: Session) => {
    session.timers.forEach(clearTimeout);
    if (!live.delete(session)) return;
    const left = (perClient.get(session.client) ?? 1) - 1;
    if (left > 0) perClient.set(session.client, left);
    else perClient.delete(session.client);
    void session.pc.close().catch(() => undefined);
  };
  const later = (session: Session, ms: number, run: () => void) => {
    if (!live.has(session)) return;
    const timer = setTimeout(run, ms);
    timer.unref();
    session.timers.push(timer);
  };
  return {
    get open() {
      return live.size;
    },
    async answer(offerSdp, ip) {
      if (live.size >= config.maxSessions) throw new SessionsFull('too many packet-loss sessions');
      const client = clientKey(ip);
      const held = perClient.get(client) ?? 0;
      if (held >= config.maxPerClient) throw new ClientFull(`this address already holds ${held} packet-loss sessions; close one first`);
      let lastHeard = Date.now();
      let connected = false;
      const heard = () => {
        lastHeard = Date.now();
      };
      const pc = new RTCPeerConnection({
        iceServers: [],
        iceLite: true,
        icePortRange: config.udpPorts ?? undefined,
        // Every check the browser sends (consent included, every few seconds) shows it is still there.
        iceFilterStunResponse: () => (heard(), true),
      });
      const session: Session = { pc, client, timers: [] };
      live.add(session);
      perClient.set(client, held + 1);
      later(session, config.sessionMs, () => close(session));
      // An offer whose page never connects gives its place back within seconds, not at sessionMs.
      later(session, config.connectMs, () => connected || close(session));
      const opened = () => {
        if (connected) return;
        connected = true;
        watchIdle();
      };
      pc.onDataChannel.subscribe((channel) => {
        echo(channel, heard);
        if (channel.readyState === 'open') opened();
        channel.stateChanged.subscribe((state) => {
          if (state === 'open') opened();
          // One channel a session: when the page closes it, the session ends.
          if (state === 'closed') close(session);
        });
      });
      // A lite agent runs no consent checks of its own: a page gone silent is noticed by its silence.
      const watchIdle = () => later(session, config.idleMs / 4, () => (Date.now() - lastHeard > config.idleMs ? close(session) : watchIdle()));
      pc.connectionStateChange.subscribe((state) => {
        if (state === 'failed' || state === 'closed' || state === 'disconnected') close(session);
      });
      try {
        await pc.setRemoteDescription({ type: 'offer', sdp: withoutCandidates(offerSdp) });
        await pc.setLocalDescription(await pc.createAnswer());
        const sdp = pc.localDescription?.sdp;
        if (!sdp) throw new Error('no local description');
        return announceAddress(liteAtSessionLevel(sdp), config.iceAddress);
      } catch (error) {
        close(session);
        throw error;
      }
    },
    async closeAll() {
      const sessions = [...live];
      sessions.forEach((session) => session.timers.forEach(clearTimeout));
      live.clear();
      perClient.clear();
      await Promise.all(sessions.map((session) => session.pc.close().catch(() => undefined)));
    },
  };
}
