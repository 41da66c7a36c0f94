/**
 * Which IP addresses a fetch of a family's URL may connect to: public unicast only. Loopback,
 * private, shared (CGNAT), link-local (cloud metadata included), multicast, unspecified,
 * documentation and reserved ranges are refused, in IPv4 and IPv6, and an IPv4 address carried
 * inside an IPv6 one (mapped, compatible, NAT64, 6to4) is judged as the IPv4 address it carries.
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net';

const refusedV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // shared address space (CGNAT)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  refusedV4.addSubnet(network, prefix, 'ipv4');
}

const refusedV6 = new BlockList();
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128],
  ['100::', 64], // discard
  ['2001::', 32], // Teredo: reaches an address we cannot see
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  refusedV6.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
export function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  if (!isIPv6(text)) return null;
  let tail: number[] = [];
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (last.includes('.')) {
    const octets = last.split('.').map(Number);
    tail = [(octets[0]! << 8) | octets[1]!, (octets[2]! << 8) | octets[3]!];
    text = `${text.slice(0, lastColon + 1)}0:0`;
  }
  const [head = '', rest] = text.split('::');
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16));
  const front = parse(head);
  const back = rest === undefined ? [] : parse(rest);
  const groups =
    rest === undefined ? front : [...front, ...new Array(8 - front.length - back.length).fill(0), ...back];
  if (tail.length) groups.splice(6, 2, ...tail);
  return groups.length === 8 ? groups : null;
}

function v4From(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** The IPv4 address an IPv6 address carries, where it carries one that decides where it goes. */
function embeddedV4(groups: number[]): string | null {
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible)
  if (zeros(0, 5) && (groups[5] === 0xffff || groups[5] === 0)) return v4From(groups[6]!, groups[7]!);
  // 64:ff9b::a.b.c.d (NAT64) and 64:ff9b:1::/48 (local-use NAT64)
  if (groups[0] === 0x64 && groups[1] === 0xff9b) return v4From(groups[6]!, groups[7]!);
  // 2002:AABB:CCDD::/48 (6to4)
  if (groups[0] === 0x2002) return v4From(groups[1]!, groups[2]!);
  return null;
}

/** True when a fetch may connect to `address` (an IPv4 or IPv6 literal, brackets allowed). */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return !refusedV4.check(address, 'ipv4');
  const groups = ipv6Groups(address);
  if (!groups) return false;
  const carried = embeddedV4(groups);
  if (carried !== null) return isPublicAddress(carried);
  const canonical = groups.map((group) => group.toString(16)).join(':');
  return !refusedV6.check(canonical, 'ipv6');
}
