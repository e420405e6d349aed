import ipaddr from 'ipaddr.js';

/**
 * The network a per-network limit counts by: an IPv4 address, or the /64 of an IPv6 address (one household or phone
 * gets a whole /64), written `2001:db8:0:1::/64` however the address was; an IPv4-mapped IPv6 address is its IPv4
 * address. What is no address (a proxy's junk) counts as it is.
 */
export function networkOf(ip: string): string {
  // Four-part decimal only: ipaddr.js also reads `127.1` or octal parts, which no socket or proxy reports.
  if (ipaddr.IPv4.isValidFourPartDecimal(ip)) return ip;
  if (!ipaddr.IPv6.isValid(ip)) return ip.toLowerCase();
  const address = ipaddr.IPv6.parse(ip);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  // A zone id (`%eth0`) names the machine's own interface, not a network: left out.
  return `${address.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}
