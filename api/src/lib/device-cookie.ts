import { randomBytes } from 'node:crypto';
import { keptSecret } from './kept-secret';
import { sha256 } from './tokens';

/**
 * OWASP's device cookie against lock-outs: a browser where an account signed in keeps a signed cookie naming that
 * account (by a hash of its e-mail) and a random device id. Its sign-ins are not held by the lock of the account on
 * that network, which a stranger behind the same address (a fest desk, a hostel's NAT) can set off; they keep a
 * failure limit of their own, per device. Browsers without it are throttled as before.
 *
 * A cookie belongs to one generation of the account's password (`users.device_generation`, raised by every password
 * change): the browsers that signed in before a change, a thief's among them, lose the exemption with it.
 */
export const DEVICE_COOKIE = 'gs_device';
export const DEVICE_COOKIE_DAYS = 180;

// Generation 0 keeps the tag cookies had before generations existed, so those stay valid until the next change.
const accountTag = (email: string, generation: number) =>
  sha256(`device:${email.trim().toLowerCase()}${generation === 0 ? '' : `#${generation}`}`).slice(0, 32);

/** The cookie's (unsigned) value for an account, the generation of its password, and a device. */
export function deviceCookieValue(
  email: string,
  generation: number,
  deviceId: string = randomBytes(16).toString('base64url'),
): string {
  return `${accountTag(email, generation)}.${deviceId}`;
}

/** The device id, when a verified cookie value names this account in its password's current generation. */
export function deviceOf(value: string | undefined, email: string, generation: number): string | undefined {
  if (!value) return undefined;
  const [tag, deviceId] = value.split('.');
  return tag === accountTag(email, generation) && deviceId && /^[\w-]{22}$/.test(deviceId) ? deviceId : undefined;
}

/** DEVICE_COOKIE_SECRET, or a key made once in the data folder and read from there after. */
export function deviceCookieSecret(configured: string | undefined, dataDir: string): string {
  return keptSecret(configured, dataDir, 'device-cookie.key');
}
