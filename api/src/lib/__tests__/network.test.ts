import { networkOf } from '../network';

describe('the network a rate limit counts by', () => {
  it('is the address for IPv4, also when mapped into IPv6', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 for IPv6, however the address is written', () => {
    expect(networkOf('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(networkOf('2001:DB8::1:0:0:1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('2001:0db8:0000:0000::9')).toBe(networkOf('2001:db8::8'));
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
  });
});
