import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { withClient } from '../../src/db/scratch-database';
import { REMOTE_SCOPES } from '../../src/site/remote-names';
import { bundleHost } from '../../src/testing/bundle-host';
import { cpuSecondsOf } from '../cpu-usage';
import { call, histogram, signIn, signUp, type Answer } from './calls';

/**
 * Attack 6: health reports that are kept (each with the credential a page of the site would carry, from addresses
 * that keep changing, so no network's share stops them), at the audit's rate and faster, while /api/health is timed
 * beside them. Against the code before the fix the credential is the token its remotes.json named, made here with the
 * key the server was given; against this one, a page load's ticket asked for as the beacon asks.
 */

export const HEALTH_FLOOD_MS = 10_000;
/** The key the attacked server is started with (processes.ts): the old code's tokens are made with it. */
export const HEALTH_KEY = 'the key of the attacked server, 32 characters or more';
/** The audit's flood kept about 23 reports a second, from 8 addresses. */
const PHASES = [
  { label: "the audit's rate", perSecond: 23, kept: true },
  { label: 'four times that', perSecond: 92, kept: true },
  { label: 'as fast as 8 senders go', perSecond: Number.POSITIVE_INFINITY, kept: true },
  // What as many calls cost when nothing is kept: a machine's own limit, which no health report's design changes.
  { label: 'as fast, none kept (no credential)', perSecond: Number.POSITIVE_INFINITY, kept: false },
];
const SENDERS = 8;
const QUIET_MS = 4_000;
/** The two releases' bundles, on a host of the bench's own: the server reads a bundle's routes.json when it is released. */
const BUNDLES = ['/events/v1', '/events/v2'];

/** Health answers in a millisecond or two: a tenth of one tells quiet from busy. */
const ms = (value: number) => `${value.toFixed(1)} ms`;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};

async function timedHealth(base: string): Promise<number> {
  const started = performance.now();
  await (await fetch(`${base}/api/health`)).arrayBuffer();
  return performance.now() - started;
}

/** The token the code before tickets wrote into remotes.json beside a release, made as its server made it. */
function oldToken(remote: string, release: number): string {
  const period = Math.floor(Date.now() / 600_000);
  const expiry = ((period + 1) * 600_000 + 3_600_000) / 1000;
  const signature = createHmac('sha256', HEALTH_KEY)
    .update(`greatstep remote health\n${remote}\n${release}\n${expiry}`)
    .digest('base64url');
  return `${expiry}.${signature}`;
}

interface Target {
  base: string;
  /** Whether the server issues tickets (this code) or took remotes.json's tokens (the code before). */
  tickets: boolean;
  releases: { stable: number; canary: number };
}

/**
 * One report with the credential of a page load served `cohort`'s release, from `from`; without `kept`, with none
 * (but for a ticket asked for all the same, the same calls).
 */
async function report(target: Target, from: string, cohort: number, kept: boolean): Promise<Answer> {
  const release = cohort < 50 ? target.releases.canary : target.releases.stable;
  const headers = { 'x-forwarded-for': from, cookie: `gs_cohort=${cohort}` };
  const body: Record<string, unknown> = { remote: 'events', release, outcome: 'ok' };
  if (!kept) {
    if (target.tickets) await fetch(`${target.base}/api/remote-health/ticket`, { method: 'POST', headers });
    else body.session = randomBytes(12).toString('hex');
  } else if (target.tickets) {
    const answer = await fetch(`${target.base}/api/remote-health/ticket`, { method: 'POST', headers });
    body.ticket = ((await answer.json()) as { ticket?: string }).ticket;
  } else {
    Object.assign(body, { session: randomBytes(12).toString('hex'), token: oldToken('events', release) });
  }
  const started = performance.now();
  const answer = await fetch(`${target.base}/api/remote-health`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify(body),
  });
  const { message = '' } = (await answer.json()) as { message?: string };
  return { status: answer.status, message, ms: performance.now() - started };
}

let sent = 0;
/** A new address for each page load: no network's share of a release holds the flood back. */
const nextAddress = () => `10.77.${(sent >> 8) & 255}.${sent++ & 255}`;

async function flood(target: Target, perSecond: number, kept: boolean): Promise<Answer[]> {
  const answers: Answer[] = [];
  const started = performance.now();
  const over = () => performance.now() - started >= HEALTH_FLOOD_MS;
  if (Number.isFinite(perSecond)) {
    const inFlight: Array<Promise<void>> = [];
    for (let n = 0; !over(); n += 1) {
      const due = started + (n * 1000) / perSecond;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      const sending = report(target, nextAddress(), n % 2 ? 0 : 99, kept);
      inFlight.push(sending.then((answer) => void answers.push(answer)));
    }
    await Promise.all(inFlight);
  } else {
    const sender = async (i: number) => {
      while (!over()) answers.push(await report(target, nextAddress(), i % 2 ? 0 : 99, kept));
    };
    await Promise.all(Array.from({ length: SENDERS }, (_, i) => sender(i)));
  }
  return answers;
}

/** /api/health's latency, asked every 50 ms while `work` runs. */
async function healthDuring<T>(base: string, work: Promise<T>): Promise<{ result: T; latencies: number[] }> {
  let done = false;
  const result = work.finally(() => (done = true));
  const latencies: number[] = [];
  while (!done) {
    latencies.push(await timedHealth(base));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { result: await result, latencies };
}

/** An organiser, made the one way there is: the command line, through the running server (or on its database). */
async function organiserToken(base: string, apiDir: string, env: NodeJS.ProcessEnv): Promise<string> {
  const email = `releaser.${Date.now()}@example.com`;
  await signUp(base, path.join(env.DATA_DIR ?? '', 'outbox'), email);
  const tsx = path.join(apiDir, '..', 'node_modules', '.bin', 'tsx');
  await promisify(execFile)(tsx, ['--conditions=source', 'src/cli/admin.ts', 'grant-organiser', email], {
    cwd: apiDir,
    env: { ...process.env, ...env },
  });
  return (await signIn(base, email)).token;
}

/**
 * The processes doing the server's work: the API process (embedded PGlite runs in it), and on PostgreSQL the backends
 * of its database. CPU time, unlike latency, hardly moves with what else the machine runs.
 */
async function serverPids(apiPid: number, databaseUrl: string | undefined): Promise<number[]> {
  const api = withDescendants(apiPid);
  if (!databaseUrl) return api;
  const name = new URL(databaseUrl).pathname.slice(1);
  const backends = await withClient(databaseUrl, (client) =>
    client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
      name,
    ]),
  );
  return [...api, ...backends.rows.map(({ pid }) => pid)];
}

/** A process and those it started: tsx runs the server in a child of its own. */
function withDescendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // Gone, or no such file on this kernel: the process alone.
  }
  return [pid, ...children.flatMap(withDescendants)];
}

/** CPU seconds the server's processes have used since `since` (a process that started meanwhile, all of its). */
async function cpuSince(apiPid: number, databaseUrl: string | undefined, since: Map<number, number>) {
  const now = new Map((await serverPids(apiPid, databaseUrl)).map((pid) => [pid, cpuSecondsOf(pid)]));
  let used = 0;
  for (const [pid, seconds] of now) used += seconds - (since.get(pid) ?? 0);
  return { used, now };
}

export async function healthFlood(base: string, apiDir: string, env: NodeJS.ProcessEnv, apiPid: number): Promise<void> {
  const token = await organiserToken(base, apiDir, env);
  // A routes.json claiming the events remote's own part of the site, and nothing more, as a real bundle does.
  const host = await bundleHost();
  const routes = JSON.stringify({ routes: (REMOTE_SCOPES.events?.paths ?? []).map((path) => ({ path })), links: {} });
  for (const folder of BUNDLES) host.put(`${folder}/routes.json`, routes);
  const [STABLE, CANARY] = BUNDLES.map((folder) => `${host.url}${folder}/mf-manifest.json`) as [string, string];
  const release = async (url: string, canary?: number) => {
    const body = { url, report: {}, ...(canary ? { canary } : {}) };
    const answer = await call(base, 'POST', '/api/organisers/remotes/events/releases', body, undefined, token);
    const id = (answer.body.release as { id?: number } | undefined)?.id;
    if (answer.status !== 201 || id === undefined) throw new Error(`release answered ${answer.status}`);
    return id;
  };
  const releases = { stable: await release(STABLE), canary: await release(CANARY, 50) };
  await host.close();
  const probe = await fetch(`${base}/api/remote-health/ticket`, { method: 'POST' });
  const target: Target = { base, tickets: probe.status === 200, releases };
  console.log(`  credential: ${target.tickets ? "a page load's ticket" : "remotes.json's token (the code before)"}`);
  for (const { label, perSecond, kept: keeps } of PHASES) {
    // Quiet just before each flood: on a shared machine the quiet figure drifts within a minute. What the server
    // spends meanwhile (answering health every 50 ms, its timers) is taken off what it spends on the flood.
    const cpu = (since: Map<number, number>) => cpuSince(apiPid, env.DATABASE_URL, since);
    const quietStarted = performance.now();
    const atQuiet = (await cpu(new Map())).now;
    const quiet = (await healthDuring(base, new Promise((resolve) => setTimeout(resolve, QUIET_MS)))).latencies;
    const { used: idle, now: atFlood } = await cpu(atQuiet);
    const idlePerMs = idle / (performance.now() - quietStarted);
    const quietP50 = percentile(quiet, 50);
    const floodStarted = performance.now();
    const { result: answers, latencies } = await healthDuring(base, flood(target, perSecond, keeps));
    const floodCpu = (await cpu(atFlood)).used - idlePerMs * (performance.now() - floodStarted);
    const cpuMs = (floodCpu * 1000) / answers.length;
    const kept = answers.filter((answer) => answer.status === 202 && answer.message === 'Report received').length;
    const p50 = percentile(latencies, 50);
    console.log(
      `  ${label}: ${Math.round(answers.length / (HEALTH_FLOOD_MS / 1000))} reports/s, ` +
        `${Math.round(kept / (HEALTH_FLOOD_MS / 1000))} kept/s (${histogram(answers)}); ` +
        `/api/health p50 ${ms(p50)} against ${ms(quietP50)} quiet just before (${(p50 / quietP50).toFixed(1)}×), ` +
        `p95 ${ms(percentile(latencies, 95))} against ${ms(percentile(quiet, 95))}, max ${ms(Math.max(...latencies))}; ` +
        `the server's CPU ${ms(cpuMs)} a report (its ticket's call too)`,
    );
  }
}
