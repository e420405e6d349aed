import { sha256 } from '@noble/hashes/sha2.js';
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import type { LoginChallenge, LoginProof } from '@greatstep/shared';

/*
 * The proof of work a sign-in from a hot network brings (docs/SECURITY.md#one-address-many-people): the numbers from 0
 * up until one hashes, after the challenge's salt, to its hash. In a chunk of its own, loaded only when the server asks
 * for one. SHA-256 in JavaScript (@noble/hashes) because crypto.subtle exists only in a secure context, and a phone on
 * the campus LAN may open the site at a plain-http address; on the main thread rather than in a worker because a remote
 * served from another origin (a CDN) cannot start a worker from its own files.
 */

/** Work between two yields: well under a frame's 16 ms budget twice over, so taps and typing stay answered. */
const SLICE_MS = 12;
/** Numbers tried between two looks at the clock. */
const STRIDE = 256;

/** The next task, without setTimeout's 4 ms floor once calls nest (a timer where there is no MessageChannel: jsdom). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

/** The proof of a challenge, found in slices that leave the page free between them. */
export async function solveChallenge(challenge: LoginChallenge): Promise<LoginProof> {
  const target = hexToBytes(challenge.hash);
  // The salt's part of the hash is the same for every number: hashed once, then copied.
  const salted = sha256.create().update(utf8ToBytes(challenge.salt));
  let number = 0;
  while (number <= challenge.max) {
    const sliceEnds = performance.now() + SLICE_MS;
    do {
      const last = Math.min(number + STRIDE - 1, challenge.max);
      for (; number <= last; number += 1) {
        if (
          same(
            salted
              .clone()
              .update(utf8ToBytes(String(number)))
              .digest(),
            target,
          )
        )
          return { ...challenge, number };
      }
    } while (number <= challenge.max && performance.now() < sliceEnds);
    await nextTask();
  }
  throw new Error('The challenge has no solution up to its max');
}
