import argon2 from 'argon2';
import { hashPassword } from '../src/lib/passwords';

/**
 * Verifications per second of one password hash, `concurrency` at a time, in this process: a hash made by the API's
 * own code and parameters (argon2id, m=19456, t=2, p=1), so the ratio to the login rate shows what the HTTP, database
 * and session work around the hash cost. It calls argon2 directly, past the API's bound on hashes in flight, so the
 * yardstick is what the library does unhindered and a bound that cost throughput would show in the ratio.
 */
export async function rawVerifyRate(password: string, concurrency: number, seconds: number): Promise<number> {
  const hash = await hashPassword(password);
  const deadline = Date.now() + seconds * 1000;
  const started = Date.now();
  let done = 0;
  const worker = async () => {
    while (Date.now() < deadline) {
      if (!(await argon2.verify(hash, password))) throw new Error('argon2 verify of the bench hash failed');
      done += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return done / ((Date.now() - started) / 1000);
}
