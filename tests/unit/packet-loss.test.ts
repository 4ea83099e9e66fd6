/** Packet loss and its jitter from the echoes of numbered packets. */
import { describe, expect, it } from 'vitest';
import { lossFigure, lossResult, type PacketRecord, packetsPerSecond, settled } from '../../src/domain/speedtest/loss';
import { clientKey } from '../../server/speedtest/loss/client-key';
import { liteAtSessionLevel, withoutCandidates } from '../../server/speedtest/loss/ice-lite';

/** 50 packets a second from t = 0, echoed after `rtt(i)` ms, or never when it returns undefined. */
function stream(count: number, rtt: (i: number) => number | undefined, phase: PacketRecord['phase'] = 'idle'): PacketRecord[] {
  return Array.from({ length: count }, (_, i) => {
    const r = rtt(i);
    return { phase, sentAt: i * 20, ...(r === undefined ? {} : { echoedAt: i * 20 + r }) };
  });
}

describe('packet loss', () => {
  it('counts packets never echoed as lost, once past the timeout', () => {
    const packets = stream(200, (i) => (i % 50 === 7 ? undefined : 10));
    const figure = lossFigure(packets, 200 * 20 + 5000);
    expect(figure).toEqual({ sent: 200, lost: 4, percent: 2, jitter: 0 });
  });

  it('an echo later than the timeout is lost; one still within it is not counted yet', () => {
    const packets = stream(10, (i) => (i === 3 ? 2500 : i === 9 ? undefined : 30));
    // At 300 ms packets 3 and 9 have not come back and are still within their 2 s.
    const seenAt300 = packets.map((p) => (p.echoedAt !== undefined && p.echoedAt > 300 ? { phase: p.phase, sentAt: p.sentAt } : p));
    expect(lossFigure(seenAt300, 300)).toMatchObject({ sent: 8, lost: 0 });
    expect(settled(seenAt300, 300)).toBe(false);
    const late = lossFigure(packets, 180 + 2000);
    expect(late).toMatchObject({ sent: 10, lost: 2, percent: 20 });
    expect(settled(packets, 180 + 2000)).toBe(true);
  });

  it('jitter is the mean change of consecutive echoes\' round trips, lost packets left out', () => {
    const rtts = [10, 14, undefined, 12, 12, 20];
    const figure = lossFigure(stream(rtts.length, (i) => rtts[i]), 10_000);
    // |14-10| + |12-14| + |12-12| + |20-12| over 4 steps.
    expect(figure.jitter).toBeCloseTo(14 / 4, 10);
    expect(figure.lost).toBe(1);
  });

  it('nothing echoed: 100 % lost, no jitter', () => {
    expect(lossFigure(stream(5, () => undefined), 10_000)).toEqual({ sent: 5, lost: 5, percent: 100, jitter: null });
  });

  it('splits the figure by phase and leaves out phases that sent nothing', () => {
    const idle = stream(50, () => 5, 'idle');
    const download = stream(100, (i) => (i < 10 ? undefined : 40), 'download').map((p) => ({ ...p, sentAt: p.sentAt + 1000, echoedAt: p.echoedAt && p.echoedAt + 1000 }));
    const result = lossResult([...idle, ...download], 60_000);
    expect(result.measured).toBe(true);
    if (!result.measured) return;
    expect(result.idle).toMatchObject({ sent: 50, lost: 0, percent: 0 });
    expect(result.download).toMatchObject({ sent: 100, lost: 10, percent: 10 });
    expect(result.upload).toBeUndefined();
  });
});

describe('probe pace', () => {
  it('sends 100 packets a second idle and about 0.2 % of the line under load, 5 to 50', () => {
    expect(packetsPerSecond('idle', 0)).toBe(100);
    expect(packetsPerSecond('download', 0)).toBe(5);
    expect(packetsPerSecond('download', Number.NaN)).toBe(5);
    // 10 Mbit/s: 15 packets of about 1,300 bits each way (with acknowledgements) are 0.2 % of the line.
    expect(packetsPerSecond('upload', 10)).toBe(15);
    expect(packetsPerSecond('download', 30)).toBe(45);
    expect(packetsPerSecond('download', 950)).toBe(50);
  });
});

describe('the server as an ICE-lite agent', () => {
  const offer = ['v=0', 'o=- 1 0 IN IP4 0.0.0.0', 's=-', 't=0 0', 'm=application 9 UDP/DTLS/SCTP webrtc-datachannel', 'c=IN IP4 0.0.0.0', 'a=ice-ufrag:abcd', 'a=candidate:1 1 udp 2130706431 127.0.0.77 5000 typ host', 'a=candidate:2 1 udp 2130706430 x.local 5001 typ host', 'a=end-of-candidates', 'a=sctp-port:5000', ''].join('\r\n');

  it('drops every candidate of an offer and keeps the rest', () => {
    const kept = withoutCandidates(offer);
    expect(kept).not.toMatch(/candidate/);
    expect(kept).toContain('a=ice-ufrag:abcd\r\na=sctp-port:5000\r\n');
  });

  it('says a=ice-lite once, at session level', () => {
    const answer = ['v=0', 's=-', 'm=application 9 UDP/DTLS/SCTP webrtc-datachannel', 'a=ice-lite', 'a=ice-ufrag:x', ''].join('\r\n');
    expect(liteAtSessionLevel(answer)).toBe(['v=0', 's=-', 'a=ice-lite', 'm=application 9 UDP/DTLS/SCTP webrtc-datachannel', 'a=ice-ufrag:x', ''].join('\r\n'));
  });
});

describe('whose sessions count as one visitor\'s', () => {
  it('an IPv4 address, also when written IPv4-mapped', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('an IPv6 address\'s /64, however it is written', () => {
    expect(clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});
