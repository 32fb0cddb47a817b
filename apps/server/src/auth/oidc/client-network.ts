import { isIPv6 } from 'node:net';

/** The eight 16-bit groups of a valid IPv6 address (a zone and an IPv4 tail allowed). */
function groupsOf(ip: string): number[] {
  const address = ip.split('%')[0]!;
  const toGroups = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head, tail] = address.split('::') as [string, string | undefined];
  if (tail === undefined) return toGroups(head);
  const [start, end] = [toGroups(head), toGroups(tail)];
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/**
 * The network a client's address stands for, as the per-address sign-in limit (@fastify/rate-limit)
 * counts it: an IPv4 address as itself, also when mapped into IPv6, and an IPv6 address by its /64,
 * since one subscriber is handed a whole /64 and could otherwise guess from a new address each time.
 */
export function clientNetworkOf(ip: string): string {
  if (!isIPv6(ip)) return ip.toLowerCase();
  const groups = groupsOf(ip);
  const isMappedIPv4 = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (isMappedIPv4) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
