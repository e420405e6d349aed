import { randomBytes } from 'node:crypto';
import { keptSecret } from './kept-secret';
import { sha256 } from './tokens';

/**
 * OWASP's device cookie against lock-outs: a browser where an account signed in keeps a signed cookie naming that
 * account (by a hash of its e-mail) and a random device id. Its sign-ins are not held by the lock of the account on
 * that network, which a stranger behind the same address (a fest desk, a hostel's NAT) can set off; they keep a
 * failure limit of their own, per device. Browsers without it are throttled as before.
 */
export const DEVICE_COOKIE = 'gs_device';
export const DEVICE_COOKIE_DAYS = 180;

const accountTag = (email: string) => sha256(`device:${email.trim().toLowerCase()}`).slice(0, 32);

/** The cookie's (unsigned) value for an account and a device. */
export function deviceCookieValue(email: string, deviceId: string = randomBytes(16).toString('base64url')): string {
  return `${accountTag(email)}.${deviceId}`;
}

/** The device id, when a verified cookie value names this account; undefined otherwise. */
export function deviceOf(value: string | undefined, email: string): string | undefined {
  if (!value) return undefined;
  const [tag, deviceId] = value.split('.');
  return tag === accountTag(email) && deviceId && /^[\w-]{22}$/.test(deviceId) ? deviceId : undefined;
}

/** DEVICE_COOKIE_SECRET, or a key made once in the data folder and read from there after. */
export function deviceCookieSecret(configured: string | undefined, dataDir: string): string {
  return keptSecret(configured, dataDir, 'device-cookie.key');
}
