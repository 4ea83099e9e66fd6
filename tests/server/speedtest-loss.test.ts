import { RTCPeerConnection } from 'werift';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, runServerExpectingFailure, startServer } from '../support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

interface Client {
  pc: RTCPeerConnection;
  answer: Response;
}

async function connect({ pc, channel, answer }: Awaited<ReturnType<typeof offer>>) {
  const body = (await answer.json()) as { type: string; sdp: string };
  await pc.setRemoteDescription({ type: 'answer', sdp: body.sdp });
  await new Promise<void>((resolve, reject) => {
    const limit = setTimeout(() => reject(new Error('channel never opened')), 10_000);
    channel.stateChanged.subscribe((state) => state === 'open' && (clearTimeout(limit), resolve()));
  });
  return body;
}

/** A werift peer in this process doing the page's handshake: an unreliable, unordered channel. */
async function offer(url = server.url): Promise<Client & { channel: ReturnType<RTCPeerConnection['createDataChannel']> }> {
  const pc = new RTCPeerConnection({ iceServers: [] });
  const channel = pc.createDataChannel('loss', { ordered: false, maxRetransmits: 0 });
  await pc.setLocalDescription(await pc.createOffer());
  const answer = await fetch(`${url}/speedtest/loss/offer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'offer', sdp: pc.localDescription?.sdp }),
  });
  return { pc, channel, answer };
}

const postOffer = (body: string) => fetch(`${server.url}/speedtest/loss/offer`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('packet loss over WebRTC', () => {
  it('answers an offer and echoes every numbered packet on an unreliable channel', async () => {
    const { pc, channel, answer } = await offer();
    try {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toContain('no-store');
      const body = await connect({ pc, channel, answer });
      expect(body.type).toBe('answer');
      expect(body.sdp).toMatch(/a=candidate:.* typ host/);
      const echoed = new Set<number>();
      channel.onMessage.subscribe((data) => {
        if (typeof data !== 'string') echoed.add(data.readUInt32BE(0));
      });
      for (let seq = 0; seq < 100; seq++) {
        const packet = Buffer.alloc(8);
        packet.writeUInt32BE(seq, 0);
        channel.send(packet);
        await new Promise((r) => setTimeout(r, 5));
      }
      const deadline = Date.now() + 3000;
      while (echoed.size < 100 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      // On loopback nothing is lost: every packet comes back, each once.
      expect(echoed.size).toBe(100);
      // Text and oversized packets are not echoed.
      channel.send('hello');
      channel.send(Buffer.alloc(200));
      await new Promise((r) => setTimeout(r, 300));
      expect(echoed.size).toBe(100);
    } finally {
      await pc.close();
    }
  });

  it.each([
    ['not JSON', 'v=0', /.+/],
    ['no type', JSON.stringify({ sdp: 'v=0\r\n' }), /type/],
    ['a number for sdp', JSON.stringify({ type: 'offer', sdp: 5 }), /sdp/],
    ['not an SDP', JSON.stringify({ type: 'offer', sdp: 'hello' }), /v=0/],
    ['audio, not a data channel', JSON.stringify({ type: 'offer', sdp: 'v=0\r\nm=audio 9 UDP/TLS/RTP/SAVPF 111\r\na=ice-ufrag:x\r\na=fingerprint:sha-256 AA\r\n' }), /data channel/],
    ['too long', JSON.stringify({ type: 'offer', sdp: `v=0\r\n${'a=x\r\n'.repeat(3000)}` }), /longer|large/i],
    ['a data channel with nonsense credentials', JSON.stringify({ type: 'offer', sdp: 'v=0\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\na=ice-ufrag:x\r\na=fingerprint:sha-256 AA\r\n' }), /could not be answered/],
  ])('refuses %s with 400 and a reason', async (_name, body, reason) => {
    const res = await postOffer(body);
    expect([400, 413]).toContain(res.status);
    expect(((await res.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(reason);
  });

  it('holds at most LOSS_MAX_SESSIONS sessions at once and frees one when its page closes the channel', async () => {
    const small = await startServer({ LOSS_MAX_SESSIONS: '2' });
    const peers: RTCPeerConnection[] = [];
    try {
      const first = await offer(small.url);
      const second = await offer(small.url);
      const third = await offer(small.url);
      peers.push(first.pc, second.pc, third.pc);
      expect(first.answer.status).toBe(200);
      expect(second.answer.status).toBe(200);
      expect(third.answer.status).toBe(503);
      expect(third.answer.headers.get('retry-after')).toBeTruthy();
      await connect(first);
      first.channel.close();
      let status = 0;
      const deadline = Date.now() + 5000;
      while (status !== 200 && Date.now() < deadline) {
        const next = await offer(small.url);
        peers.push(next.pc);
        status = next.answer.status;
        if (status !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(status).toBe(200);
    } finally {
      await Promise.all(peers.map((pc) => pc.close()));
      await small.stop();
    }
  });

  it('announces LOSS_ICE_ADDRESS and binds within LOSS_UDP_PORTS', async () => {
    const configured = await startServer({ LOSS_ICE_ADDRESS: '203.0.113.7', LOSS_UDP_PORTS: '47100-47199' });
    const client = await offer(configured.url);
    try {
      expect(client.answer.status).toBe(200);
      const { sdp } = (await client.answer.json()) as { sdp: string };
      const candidates = [...sdp.matchAll(/^a=candidate:\S+ \d+ udp \d+ (\S+) (\d+) typ host/gim)];
      expect(candidates.length).toBeGreaterThan(0);
      for (const [, address, port] of candidates) {
        expect(address).toBe('203.0.113.7');
        expect(Number(port)).toBeGreaterThanOrEqual(47100);
        expect(Number(port)).toBeLessThanOrEqual(47199);
      }
    } finally {
      await client.pc.close();
      await configured.stop();
    }
  });

  it('refuses a bad LOSS_UDP_PORTS at start', async () => {
    const { code, output } = await runServerExpectingFailure({ LOSS_UDP_PORTS: '5000' });
    expect(code).not.toBe(0);
    expect(output).toMatch(/LOSS_UDP_PORTS/);
  });
});
