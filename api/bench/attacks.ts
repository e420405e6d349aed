import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { call, ms, PASSWORD, signUp, USER_NETWORK } from './attacks/calls';
import { deskJunk } from './attacks/desk-junk';
import { changePasswordFlood, EVICTION_FLOOD, evictionFlood, FLOOD } from './attacks/login-floods';
import { HEALTH_FLOOD_MS, healthFlood } from './attacks/health-flood';
import { HEADER_ATTACK_MS, longHeaders, WAVE } from './attacks/long-headers';
import { MAIL_BOMB_MS, mailBomb } from './attacks/mail-bomb';
import { campusSignIn } from './attacks/campus-sign-in';
import { CAMPUS_STUDENTS, campusSignUp } from './attacks/campus-sign-up';
import { startApi, startRedis, stopChild, THIS_API } from './attacks/processes';
import { createScratchDatabase, type ScratchDatabase } from '../src/db/scratch-database';
import { DEFAULT_SERVER_URL } from './bench-database';

/**
 * Attacks by hand, with figures, against an API started from any checkout (so the same run can be made against the
 * code before a fix and after it):
 *
 *   npm run bench:attacks -w @greatstep/api                               # this checkout
 *   npm run bench:attacks -w @greatstep/api -- --api /tmp/base/api        # another checkout's api/ (its own npm ci)
 *   npm run bench:attacks -w @greatstep/api -- --redis                    # REDIS_URL: a throwaway redis-server
 *   npm run bench:attacks -w @greatstep/api -- --postgres                 # on PostgreSQL: a scratch database
 *   npm run bench:attacks -w @greatstep/api -- --only 5                   # one attack of the list below
 *
 * 1. changePassword flood: 400 calls at once with a made-up token for one address, from one network and then from
 *    400; a real user's login starts meanwhile. Prints the login's latency and how long the flood took to clear.
 * 2. Eviction: ten wrong logins lock an account for one network; then 5,100 cheap calls (logins with no password)
 *    about other e-mails, from 21 networks; does the lock survive?
 * 3. Mail bomb: a leader with a team in each team event adds a victim and removes them again, in a loop, for
 *    16 s. Prints the calls' answers and the mails the victim got (counted in the outbox), and that rate an hour.
 * 4. Junk from the fest desk: 300 `{}` bodies to login and 301 to sendEmail from one address, then a real sign-in
 *    and a real sign-up code from that address.
 * 5. Long headers: for 5 s, waves of 16 requests at once, each with a header of 16,000 spaces between two words
 *    (If-None-Match on the pages and remotes.json when the site is built; Cookie, Authorization, Accept-Encoding),
 *    each wave from a new network; meanwhile /api/health is asked every 100 ms. Prints each request's time and
 *    health's latency beside a quiet one.
 * 6. Credential spraying from a campus: 320 wrong passwords from one address, one per account; then 10 students with
 *    no device cookie sign in, solving the challenge; the guesser's next guesses; a student locked by 10 of them; and,
 *    when the site is built, 8 students signing in from the form in Chromium at 4× CPU throttling.
 * 7. A campus signs up at the opening: 1,000 students from one address over 15 minutes of the app's own clock, in
 *    this process, on PGlite (with --redis: on PostgreSQL, TEST_DATABASE_URL or the local server, and that Redis).
 *    Prints 429s, 503s and each call's latency percentiles.
 * 8. Health report flood: an organiser releases a canary of the events remote; then, for 10 s each, reports on it
 *    and on the stable release that the server keeps (each a new page load from a new address, with its ticket; the
 *    code before, with remotes.json's token) at the audit's 23 a second, at four times that, and as fast as 8 senders
 *    go, while /api/health is asked every 50 ms. Prints the reports and kept reports a second, and health's latency
 *    beside a quiet one.
 *
 * Targets only 127.0.0.1 (a server this script starts on a spare port, with a throwaway data folder and embedded
 * database, or with --postgres a scratch database on TEST_DATABASE_URL's server, else DATABASE_URL's, else the local
 * one, dropped at the end), with fixed counts, and gives up after twenty minutes. Networks are told apart by X-Forwarded-For, which
 * the server believes from loopback only (TRUST_PROXY=127.0.0.1). Each attack is a module of its own in attacks/.
 */

// The campus's 1,000 sign-ups hash 2,000 passwords: minutes on two cores.
const GIVE_UP_MS = 20 * 60_000;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const apiFlag = args.indexOf('--api');
  const apiDir = path.resolve(apiFlag >= 0 ? (args[apiFlag + 1] ?? '') : THIS_API);
  if (!fs.existsSync(path.join(apiDir, 'src', 'server.ts'))) throw new Error(`${apiDir} is not an api/ folder`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-attacks-'));
  const redis = args.includes('--redis') ? await startRedis() : undefined;
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || DEFAULT_SERVER_URL;
  const database: ScratchDatabase | undefined = args.includes('--postgres')
    ? await createScratchDatabase(serverUrl, 'gs_attacks')
    : undefined;
  let api: { base: string; child: ChildProcess; env: NodeJS.ProcessEnv } | undefined;
  const giveUp = setTimeout(() => {
    console.error('giving up after twenty minutes');
    process.exit(1);
  }, GIVE_UP_MS);
  try {
    api = await startApi(apiDir, dataDir, { redisUrl: redis?.url, databaseUrl: database?.url });
    console.log(
      `API from ${apiDir} at ${api.base} on ${database ? `PostgreSQL (${database.name})` : 'PGlite'}` +
        `${redis ? `, REDIS_URL ${redis.url}` : ''}, ${os.cpus().length} cores`,
    );
    const onlyFlag = args.indexOf('--only');
    const only = onlyFlag >= 0 ? Number(args[onlyFlag + 1]) : undefined;
    const runs = (attack: number) => only === undefined || only === attack;
    const email = `real.user.${Date.now()}@example.com`;
    const outboxDir = path.join(dataDir, 'outbox');
    if (runs(1) || runs(2) || runs(4)) await signUp(api.base, outboxDir, email);
    if (runs(1)) {
      const quiet = await call(api.base, 'POST', '/api/auth/login', { email, password: PASSWORD }, USER_NETWORK);
      console.log(`\n1. changePassword flood (${FLOOD} at once, made-up token); a quiet login takes ${ms(quiet.ms)}`);
      await changePasswordFlood(api.base, email, 'from one network', false);
      await changePasswordFlood(api.base, email, `from ${FLOOD} networks`, true);
    }
    if (runs(2)) {
      console.log(`\n2. eviction of a lock by ${EVICTION_FLOOD} other e-mails`);
      await evictionFlood(api.base, email);
    }
    if (runs(3)) {
      console.log(`\n3. mail bomb: add and remove one person in a loop for ${MAIL_BOMB_MS / 1000} s`);
      await mailBomb(api.base, outboxDir);
    }
    if (runs(4)) {
      console.log('\n4. junk bodies from the fest desk, then real calls from there');
      await deskJunk(api.base, outboxDir, email);
    }
    if (runs(5)) {
      console.log(`\n5. long headers: waves of ${WAVE} requests at once for ${HEADER_ATTACK_MS / 1000} s each`);
      await longHeaders(api.base);
    }
    if (runs(6)) {
      console.log('\n6. credential spraying from a campus behind one address, then its students sign in');
      await campusSignIn(api.base, outboxDir);
    }
    if (runs(7)) {
      console.log(`\n7. a campus signs up at the opening: ${CAMPUS_STUDENTS} students from one address`);
      await campusSignUp({ redisUrl: redis?.url, postgres: redis !== undefined });
    }
    if (runs(8)) {
      console.log(`\n8. health report flood: reports the server keeps, for ${HEALTH_FLOOD_MS / 1000} s at each rate`);
      await healthFlood(api.base, apiDir, api.env, api.child.pid ?? 0);
    }
  } finally {
    clearTimeout(giveUp);
    if (api) await stopChild(api.child);
    if (redis) await stopChild(redis.child);
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`bench:attacks failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
