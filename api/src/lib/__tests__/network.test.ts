import { networkOf } from '../network';

describe('the network a rate limit counts by', () => {
  it('is the address for IPv4, also when mapped into IPv6, however the mapping is written', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('is the /64 for IPv6, however the address is written', () => {
    expect(networkOf('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(networkOf('2001:DB8::1:0:0:1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('2001:0db8:0000:0000::9')).toBe(networkOf('2001:db8::8'));
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('::')).toBe('0:0:0:0::/64');
    // Compressed anywhere, fully written, or with its last 32 bits in dotted form: the same /64.
    for (const form of ['2001:db8:0:1::', '2001:db8:0:1:0:0:0:1', '2001:db8::1:0:0:0:1', '2001:db8:0:1::1.2.3.4'])
      expect(networkOf(form)).toBe('2001:db8:0:1::/64');
    // Not mapped: a NAT64 address is an IPv6 network of its own.
    expect(networkOf('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves out a zone id, which names the interface, not the network', () => {
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(networkOf('fe80::2%2')).toBe(networkOf('fe80::1'));
  });

  it('counts what is no address as it is', () => {
    expect(networkOf('unknown')).toBe('unknown');
    expect(networkOf('127.1')).toBe('127.1');
    expect(networkOf('2001:db8::1::2')).toBe('2001:db8::1::2');
  });
});
