import type { AddressInfo } from 'node:net';

/**
 * How another process on this machine reaches a server listening on `address`: a wildcard address (HOST=0.0.0.0,
 * the default, or ::) listens on loopback too. Null for a Unix socket, which has no URL.
 */
export function localUrl(address: AddressInfo | string | null): string | null {
  if (address === null || typeof address === 'string') return null;
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}
