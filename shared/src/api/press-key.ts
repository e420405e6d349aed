/** Formats 16 bytes as a UUID: 8-4-4-4-12 hexadecimal digits. */
const UUID_GROUPS = /^(.{8})(.{4})(.{4})(.{4})(.{12})$/;

/**
 * A random key for one press (docs/API.md#idempotency): a version 4 UUID, as Stripe's clients make them. Drawn with
 * crypto.getRandomValues, not crypto.randomUUID, which browsers give secure contexts alone: the site is also opened
 * on plain-http LAN addresses at the fest desk.
 */
export function newPressKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // The version (4: random) and variant bits of RFC 9562.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return hex.replace(UUID_GROUPS, '$1-$2-$3-$4-$5');
}
