import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { events } from '@greatstep/shared/isomorphic';
import { createOutboxReader } from './outbox';
import { sparePort } from '../../scripts/spare-port';

/**
 * Attacks by hand, with figures, against an API started from any checkout (so the same run can be made against the
 * code before a fix and after it):
 *
 *   npm run bench:attacks -w @greatstep/api                               # this checkout
 *   npm run bench:attacks -w @greatstep/api -- --api /tmp/base/api        # another checkout's api/ (its own npm ci)
 *   npm run bench:attacks -w @greatstep/api -- --redis                    # REDIS_URL: a throwaway redis-server
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
 *
 * Targets only 127.0.0.1 (a server this script starts on a spare port, with a throwaway data folder and embedded
 * database), with fixed counts, and gives up after five minutes. Networks are told apart by X-Forwarded-For, which
 * the server believes from loopback only (TRUST_PROXY=127.0.0.1).
 */

const FLOOD = 400;
const EVICTION_FLOOD = 5_100;
const CALLS_PER_NETWORK = 250;
const GIVE_UP_MS = 5 * 60_000;
const PASSWORD = 'Attack123';
const USER_NETWORK = '198.51.100.7';
const LOCKED_FROM = '203.0.113.10';
const MAIL_BOMB_MS = 16_000;
const DESK = '198.51.100.20';

const here = path.resolve(__dirname, '..');
const tsx = path.join(here, '..', 'node_modules', '.bin', 'tsx');

interface Answer {
  status: number;
  message: string;
  ms: number;
}

async function call(
  base: string,
  method: 'POST' | 'PUT' | 'GET' | 'DELETE',
  url: string,
  body?: unknown,
  from?: string,
  token?: string,
): Promise<Answer & { body: Record<string, unknown> }> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(from ? { 'x-forwarded-for': from } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    return {
      status: response.status,
      message: typeof parsed.message === 'string' ? parsed.message : '',
      ms: performance.now() - started,
      body: parsed,
    };
  } catch (error) {
    return { status: 0, message: String(error), ms: performance.now() - started, body: {} };
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function startRedis(): Promise<{ url: string; child: ChildProcess }> {
  const port = await sparePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.once('error', reject);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
  });
  return { url: `redis://127.0.0.1:${port}`, child };
}

async function startApi(apiDir: string, dataDir: string, redisUrl: string | undefined) {
  const port = await sparePort();
  const child = spawn(tsx, ['--conditions=source', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMIT: 'on',
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'error',
      LOG_FORMAT: 'json',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while ((await call(base, 'GET', '/api/health')).status !== 200) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the API in ${apiDir} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, child };
}

async function signUp(base: string, outboxDir: string, email: string): Promise<void> {
  const sent = await call(base, 'POST', '/api/auth/sendEmail', { email }, USER_NETWORK);
  if (sent.status !== 200) throw new Error(`sendEmail answered ${sent.status} ${sent.message}`);
  const code = await createOutboxReader(outboxDir).codeFor(email);
  const body = {
    email,
    password: PASSWORD,
    cpassword: PASSWORD,
    referral: '',
    firstName: 'Real',
    lastName: 'User',
    college: 1,
    otherCollege: '',
    year: '2026',
    mobile: `9${String(Date.now() % 1e9).padStart(9, '0')}`,
    code,
  };
  const registered = await call(base, 'POST', '/api/auth/register', body, USER_NETWORK);
  if (registered.status !== 201) throw new Error(`register answered ${registered.status} ${registered.message}`);
}

const histogram = (answers: Answer[]) => {
  const counts = new Map<number, number>();
  for (const answer of answers) counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count}×${status}`)
    .join(' ');
};
const ms = (value: number) => `${Math.round(value)} ms`;

async function changePasswordFlood(base: string, email: string, label: string, fromOwnNetworks: boolean) {
  const started = performance.now();
  const flood = Array.from({ length: FLOOD }, (_, n) =>
    call(
      base,
      'PUT',
      '/api/auth/changePassword',
      { email: 'bob@example.com', token: 'x', newPassword: 'Flood1Pass' },
      fromOwnNetworks ? `10.${(n >> 8) & 255}.${n & 255}.9` : '192.0.2.99',
    ),
  );
  // The real user signs in a moment after the flood has arrived.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const login = await call(base, 'POST', '/api/auth/login', { email, password: PASSWORD }, USER_NETWORK);
  const answers = await Promise.all(flood);
  const cleared = performance.now() - started;
  console.log(
    `  ${label}: real login ${login.status} in ${ms(login.ms)}; flood cleared in ${ms(cleared)} ` +
      `(${histogram(answers)}; slowest ${ms(Math.max(...answers.map((answer) => answer.ms)))})`,
  );
}

async function evictionFlood(base: string, email: string) {
  const tries: number[] = [];
  for (let i = 0; i < 11; i += 1) {
    tries.push((await call(base, 'POST', '/api/auth/login', { email, password: 'Wrong123' }, LOCKED_FROM)).status);
    if (tries.at(-1) === 429) break;
  }
  console.log(`  wrong logins from ${LOCKED_FROM}: ${tries.join(' ')} (locked: ${tries.at(-1) === 429})`);
  const started = performance.now();
  const answers: Answer[] = [];
  let next = 0;
  const worker = async () => {
    while (next < EVICTION_FLOOD) {
      const n = next;
      next += 1;
      const from = `10.77.${Math.floor(n / CALLS_PER_NETWORK)}.1`;
      answers.push(await call(base, 'POST', '/api/auth/login', { email: `flood${n}@example.com` }, from));
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  console.log(
    `  ${EVICTION_FLOOD} logins without a password about other e-mails from ` +
      `${Math.ceil(EVICTION_FLOOD / CALLS_PER_NETWORK)} networks in ${ms(performance.now() - started)} (${histogram(answers)})`,
  );
  const after = await call(base, 'POST', '/api/auth/login', { email, password: 'Wrong123' }, LOCKED_FROM);
  console.log(
    `  then a wrong login from ${LOCKED_FROM}: ${after.status} → the lock ${after.status === 429 ? 'SURVIVED' : 'WAS EVICTED'}`,
  );
}

/** The user and token of a login, which must succeed. */
async function signIn(base: string, email: string): Promise<{ id: string; token: string }> {
  const answer = await call(base, 'POST', '/api/auth/login', { email, password: PASSWORD }, USER_NETWORK);
  const user = answer.body.user as { _id?: string } | undefined;
  if (answer.status !== 200 || typeof answer.body.token !== 'string' || !user?._id) {
    throw new Error(`login answered ${answer.status} ${answer.message}`);
  }
  return { id: user._id, token: answer.body.token };
}

/** Mails in the outbox addressed to `email`. */
function mailsTo(outboxDir: string, email: string): number {
  const to = new RegExp(`^To:.*${email.replace(/[.+]/g, '\\$&')}`, 'im');
  return fs
    .readdirSync(outboxDir)
    .filter((file) => file.endsWith('.eml') && to.test(fs.readFileSync(path.join(outboxDir, file), 'utf8'))).length;
}

async function mailBomb(base: string, outboxDir: string) {
  const stamp = Date.now();
  const leaderEmail = `leader.${stamp}@example.com`;
  const victimEmail = `victim.${stamp}@example.com`;
  await signUp(base, outboxDir, leaderEmail);
  await signUp(base, outboxDir, victimEmail);
  const leader = await signIn(base, leaderEmail);
  const victim = await signIn(base, victimEmail);
  const mailedBefore = mailsTo(outboxDir, victimEmail);
  const teams: string[] = [];
  for (const event of events) {
    if (!event.key || (event.teamLen ?? 1) < 2) continue;
    const created = await call(
      base,
      'POST',
      '/api/auth/team/createTeam',
      { leader_id: leader.id, event: event.key },
      USER_NETWORK,
      leader.token,
    );
    const team = created.body.team as { _id?: string } | undefined;
    if (created.status === 201 && team?._id) teams.push(team._id);
  }
  const answers: Answer[] = [];
  const started = performance.now();
  while (performance.now() - started < MAIL_BOMB_MS) {
    for (const team of teams) {
      answers.push(
        await call(
          base,
          'POST',
          '/api/auth/team/addMembers',
          { team_id: team, memberEmail: victimEmail },
          USER_NETWORK,
          leader.token,
        ),
      );
      answers.push(
        await call(
          base,
          'DELETE',
          `/api/auth/team/deleteMember/${team}/${victim.id}`,
          undefined,
          USER_NETWORK,
          leader.token,
        ),
      );
    }
  }
  const seconds = (performance.now() - started) / 1000;
  // Notices may be sent just after the answer: give them a moment to reach the outbox.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const mailed = mailsTo(outboxDir, victimEmail) - mailedBefore;
  console.log(
    `  ${teams.length} teams; ${answers.length} add/remove calls in ${seconds.toFixed(1)} s (${histogram(answers)})`,
  );
  console.log(`  mails to the victim: ${mailed} (${(mailed / seconds).toFixed(1)} a second)`);
}

async function deskJunk(base: string, outboxDir: string, email: string) {
  for (const [url, count] of [
    ['/api/auth/login', 300],
    ['/api/auth/sendEmail', 301],
  ] as const) {
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: count }, () => call(base, 'POST', url, {}, DESK)));
    console.log(`  ${count} × {} to ${url} from ${DESK} in ${ms(performance.now() - started)} (${histogram(answers)})`);
  }
  const login = await call(base, 'POST', '/api/auth/login', { email, password: PASSWORD }, DESK);
  console.log(`  then a real sign-in from ${DESK}: ${login.status} ${login.message}`);
  const newcomer = `newcomer.${Date.now()}@example.com`;
  const code = await call(base, 'POST', '/api/auth/sendEmail', { email: newcomer }, DESK);
  console.log(
    `  and a real sign-up code from ${DESK}: ${code.status} ${code.message} (mails to the newcomer: ${mailsTo(outboxDir, newcomer)})`,
  );
}

const HEADER_ATTACK_MS = 5_000;
const WAVE = 16;
const PADDING = ' '.repeat(16_000);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};

async function timedGet(base: string, url: string, headers: Record<string, string>): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${url}`, { headers });
    await response.arrayBuffer();
    return { status: response.status, message: '', ms: performance.now() - started };
  } catch (error) {
    return { status: 0, message: String(error), ms: performance.now() - started };
  }
}

/** Health's latency, asked every 100 ms until `stop` resolves. */
async function healthMeanwhile(base: string, stop: Promise<void>): Promise<number[]> {
  let stopped = false;
  void stop.then(() => (stopped = true));
  const latencies: number[] = [];
  while (!stopped) {
    latencies.push((await timedGet(base, '/api/health', {})).ms);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return latencies;
}

async function longHeaders(base: string) {
  const quiet: number[] = [];
  for (let n = 0; n < 20; n += 1) quiet.push((await timedGet(base, '/api/health', {})).ms);
  const page = await timedGet(base, '/', { accept: 'text/html' });
  const attacks: { label: string; url: string; header: string; value: string }[] = [
    ...(page.status === 200
      ? ['/', '/signin', '/remotes.json'].map((url) => ({
          label: `If-None-Match on ${url}`,
          url,
          header: 'if-none-match',
          value: `a${PADDING}b`,
        }))
      : []),
    { label: 'Cookie on /api/health', url: '/api/health', header: 'cookie', value: `gs_cohort=1;${PADDING}x` },
    {
      label: 'Authorization on updateUser',
      url: '/api/auth/updateUser/someone%40example.com',
      header: 'authorization',
      value: `Bearer${PADDING}x`,
    },
    { label: 'Accept-Encoding on /', url: '/', header: 'accept-encoding', value: `br;q=0.5,${PADDING},x` },
  ];
  if (page.status !== 200) console.log('  (the site is not built here: npm run build first to attack its pages too)');
  console.log(`  quiet /api/health: p50 ${ms(percentile(quiet, 50))}, max ${ms(Math.max(...quiet))}`);
  let wave = 0;
  for (const attack of attacks) {
    const times: Answer[] = [];
    let done!: () => void;
    const stop = new Promise<void>((resolve) => (done = resolve));
    const health = healthMeanwhile(base, stop);
    const started = performance.now();
    while (performance.now() - started < HEADER_ATTACK_MS) {
      wave += 1;
      const from = `10.88.${(wave >> 8) & 255}.${wave & 255}`;
      const headers = { [attack.header]: attack.value, 'x-forwarded-for': from };
      times.push(...(await Promise.all(Array.from({ length: WAVE }, () => timedGet(base, attack.url, headers)))));
    }
    done();
    const latencies = await health;
    console.log(
      `  ${attack.label}: ${times.length} requests (${histogram(times)}), each ${ms(
        percentile(
          times.map((t) => t.ms),
          50,
        ),
      )} ` + `p50; /api/health meanwhile p50 ${ms(percentile(latencies, 50))}, max ${ms(Math.max(...latencies))}`,
    );
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const apiFlag = args.indexOf('--api');
  const apiDir = path.resolve(apiFlag >= 0 ? (args[apiFlag + 1] ?? '') : here);
  if (!fs.existsSync(path.join(apiDir, 'src', 'server.ts'))) throw new Error(`${apiDir} is not an api/ folder`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-attacks-'));
  const redis = args.includes('--redis') ? await startRedis() : undefined;
  let api: { base: string; child: ChildProcess } | undefined;
  const giveUp = setTimeout(() => {
    console.error('giving up after five minutes');
    process.exit(1);
  }, GIVE_UP_MS);
  try {
    api = await startApi(apiDir, dataDir, redis?.url);
    console.log(
      `API from ${apiDir} at ${api.base}${redis ? `, REDIS_URL ${redis.url}` : ''}, ${os.cpus().length} cores`,
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
  } finally {
    clearTimeout(giveUp);
    if (api) await stopChild(api.child);
    if (redis) await stopChild(redis.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`bench:attacks failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
