import net from 'node:net';

// BlockList compares parsed addresses, so every spelling of an address (`0:0::1`, `::ffff:7f00:1`,
// an IPv4-mapped IPv6 address) is judged by its value, never by how its text begins
const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether `address` is an IP literal in 127.0.0.0/8 or ::1 (IPv4-mapped IPv6 included); names are not. */
export function isLoopbackAddress(address: string | undefined): boolean {
  const version = address ? net.isIP(address) : 0;
  if (!address || version === 0) return false;
  return loopback.check(address, version === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Whether `url` is an http(s) address on this machine: host `localhost` or a loopback IP literal as
 * the URL parser normalises it (`127.1` and `0x7f000001` are 127.0.0.1; `127.0.0.1.example.org` is a
 * name elsewhere).
 */
export function isLoopbackUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  return host === 'localhost' || isLoopbackAddress(host);
}
