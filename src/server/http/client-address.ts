// Which client a request counts as, for every per-address limit (issue 35, item 8). An IPv6
// connection usually owns a whole /64 (often a /56): counted address by address, one client had
// 2^64 fresh addresses to spread its requests over. IPv6 clients are keyed by their first
// IPV6_PREFIX_LENGTH bits; IPv4 (and IPv4 mapped into IPv6) by the address itself.
import { isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail and a zone id allowed). */
function groups(address: string): number[] {
  let text = address.split('%')[0] ?? '';
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => Number.parseInt(g, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** The shortest text of eight groups (RFC 5952: the longest run of zero groups as '::'). */
function shortest(g: number[]): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < 8; ) {
    if (g[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && g[j] === 0) j++;
    if (j - i > bestLength) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j;
  }
  const hex = g.map((x) => x.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

/** The key a client is counted under: an IPv4 address as it is, an IPv6 one as its prefix. */
export function addressKey(address: string, prefixLength: number): string {
  if (address.startsWith('::ffff:') && address.includes('.')) return address.slice(7);
  if (!isIPv6(address.split('%')[0] ?? '')) return address;
  const g = groups(address);
  for (let i = 0; i < 8; i++) {
    const keep = Math.max(0, Math.min(16, prefixLength - i * 16));
    g[i] = keep === 0 ? 0 : (g[i]! >> (16 - keep)) << (16 - keep);
  }
  return `${shortest(g)}/${prefixLength}`;
}
