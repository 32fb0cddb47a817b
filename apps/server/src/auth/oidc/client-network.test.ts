import { describe, expect, it } from 'vitest';
import { clientNetworkOf } from './client-network';

describe('clientNetworkOf', () => {
  it('keeps an IPv4 address as it is, also when mapped into IPv6', () => {
    expect(clientNetworkOf('203.0.113.66')).toBe('203.0.113.66');
    expect(clientNetworkOf('::ffff:203.0.113.66')).toBe('203.0.113.66');
    expect(clientNetworkOf('::FFFF:cb00:7142')).toBe('203.0.113.66');
  });

  it('groups the addresses of one IPv6 /64, however they are written', () => {
    const network = '2001:db8:1:2::/64';
    for (const ip of [
      '2001:db8:1:2::a',
      '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:db8:1:2:0:0:0:1%eth0',
      '2001:db8:1:2::192.0.2.1',
    ])
      expect(clientNetworkOf(ip)).toBe(network);
    expect(clientNetworkOf('2001:db8:1:3::a')).toBe('2001:db8:1:3::/64');
    expect(clientNetworkOf('::1')).toBe('0:0:0:0::/64');
    expect(clientNetworkOf('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('leaves anything else as it came, lower case', () => {
    expect(clientNetworkOf('')).toBe('');
    expect(clientNetworkOf('Unknown')).toBe('unknown');
  });
});
