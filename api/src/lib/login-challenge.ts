import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { LoginChallenge, LoginProof } from '@greatstep/shared/isomorphic';
import type { Clock } from './clock';

/*
 * The proof of work a sign-in from a hot network brings (docs/SECURITY.md#one-address-many-people): the server draws
 * a number from 0 to `max` and gives its SHA-256 after a random salt; the browser tries the numbers in order until one
 * hashes to it, max / 2 hashes on average and never more than max. The challenge is signed, so the server keeps
 * nothing until a proof comes back; the signature binds it to the e-mail and the network it was issued for and to its
 * expiry, and a proof is taken once (the caller records its signature where the rate counts live).
 */

/**
 * Numbers a browser may have to try. Tuned with `npm run bench:attacks` (attack 6) so that Chromium at 4× CPU
 * throttling, as a mid-range phone, solves one in about a second on average (docs/SECURITY.md#one-address-many-people).
 */
export const LOGIN_CHALLENGE_MAX = 100_000;
/** Long enough to solve on a slow phone and send; short enough that a stock of solved challenges goes stale. */
export const LOGIN_CHALLENGE_TTL_MS = 5 * 60_000;

export interface LoginChallenges {
  /** A new challenge for a sign-in of this e-mail (normalized) from this network. */
  issue(email: string, network: string): LoginChallenge;
  /**
   * Whether the proof solves a challenge this server issued for this e-mail and network, not yet expired. It does not
   * say whether the proof was used before: the caller records `proof.signature` once.
   */
  solves(proof: LoginProof | undefined, email: string, network: string): proof is LoginProof;
}

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** `secret`: the key every API process of the site shares (derived from the device cookie's). */
export function createLoginChallenges(
  secret: string,
  clock: Clock,
  max: number = LOGIN_CHALLENGE_MAX,
): LoginChallenges {
  const key = createHmac('sha256', secret).update('greatstep login challenge').digest();
  const sign = ({ salt, hash, max: top, expires }: Omit<LoginChallenge, 'signature'>, email: string, network: string) =>
    createHmac('sha256', key).update(`${salt}\n${hash}\n${top}\n${expires}\n${email}\n${network}`).digest();

  return {
    issue(email, network) {
      const salt = randomBytes(12).toString('hex');
      const challenge = {
        salt,
        hash: sha256Hex(`${salt}${randomInt(0, max + 1)}`),
        max,
        expires: clock().getTime() + LOGIN_CHALLENGE_TTL_MS,
      };
      return { ...challenge, signature: sign(challenge, email, network).toString('base64url') };
    },
    solves(proof, email, network): proof is LoginProof {
      if (!proof) return false;
      const now = clock().getTime();
      if (proof.expires <= now || proof.expires > now + LOGIN_CHALLENGE_TTL_MS || proof.number > proof.max)
        return false;
      const given = Buffer.from(proof.signature, 'base64url');
      const expected = sign(proof, email, network);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      return sha256Hex(`${proof.salt}${proof.number}`) === proof.hash;
    },
  };
}
