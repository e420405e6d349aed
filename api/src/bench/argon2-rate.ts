import { hashPassword, verifyPassword } from '../lib/passwords';

/**
 * Verifications per second of one password hash, `concurrency` at a time, in this process: the API's own hashing
 * code and parameters (argon2id, m=19456, t=2, p=1), so the ratio to the login rate shows what the HTTP, database
 * and session work around the hash cost.
 */
export async function rawVerifyRate(password: string, concurrency: number, seconds: number): Promise<number> {
  const hash = await hashPassword(password);
  const deadline = Date.now() + seconds * 1000;
  const started = Date.now();
  let done = 0;
  const worker = async () => {
    while (Date.now() < deadline) {
      if (!(await verifyPassword(hash, password))) throw new Error('argon2 verify of the bench hash failed');
      done += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return done / ((Date.now() - started) / 1000);
}
