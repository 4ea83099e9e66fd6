/** Which sessions count as one visitor's: an IPv4 address, or an IPv6 address's /64 (one household or phone). */
import { isIPv4, isIPv6 } from 'node:net';

export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head = '', tail = ''] = (ip.toLowerCase().split('%')[0] ?? '').split('::');
  const front = head ? head.split(':') : [];
  const back = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
