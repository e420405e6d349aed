import { execFile } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { events, teamSizeOf } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../lib/api-messages';
import { signUp, type Account } from '../../testing/accounts';
import { REPO_ROOT } from './api-process';
import { mapLimit, type TimedCall } from './calls';
import { checkPresses, pressText, startCheckedLoad, type PressFigures } from './checked-writes';
import { fakeSystemctl } from './fake-systemctl';
import { namespacesMissing } from './network-hosts';
import { describeUnless, nginxMissing } from './nginx-server';
import { API_PORT, startSeveralHosts, type SeveralHosts } from './several-hosts';

/*
 * The several machines of docs/DEPLOY.md#several-machines, each a network namespace (several-hosts.ts): nginx on a web
 * machine, one API process on each of two API machines, PostgreSQL and Redis on a data machine, set up by the files of
 * deploy/. Under a checked write load (every press keyed, sent again until answered, then looked up in the database)
 * with reads and pages beside it, each of these happens in turn: a process killed, an API machine's cable cut for 30 s,
 * PostgreSQL down 5 s, Redis down 10 s, and deploy/rolling-restart.sh run as written on each API machine. Each ends
 * with 0 lost, 0 duplicated and 0 ghost writes, and no read or page failed that needed nothing that was down; the
 * figures are printed.
 */

const run = promisify(execFile);
const ROLLING_RESTART = path.join(REPO_ROOT, 'deploy', 'rolling-restart.sh');
const TEAM_EVENTS = events.filter((event) => event.key !== null && !event.comingSoon && teamSizeOf(event) >= 2);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const range = (n: number) => Array.from({ length: n }, (_, index) => index);

type ReadKind = 'health' | 'database' | 'page';
type Read = TimedCall & { kind: ReadKind };

/** What a caller reads of an answer. */
const seen = (answer: TimedCall) => ({ path: answer.path, status: answer.status, body: answer.body });
const ms = (value: number) => `${Math.round(value)} ms`;

const why = nginxMissing() ?? namespacesMissing();
const title = 'several machines by docs/DEPLOY.md: nginx, two API machines and a data machine, under a checked load';

describeUnless(why, title, () => {
  let site: SeveralHosts;
  let reader: Account;
  /** Two leader-and-member pairs per scenario, and four for the rolling restart: a leader has one team per event. */
  const pairs: [Account, Account][] = [];
  const figures: string[] = [];

  beforeAll(async () => {
    site = await startSeveralHosts();
    const accounts = await mapLimit(range(25), 4, () => signUp(site.visitor()));
    [reader] = accounts as [Account];
    for (let n = 1; n + 1 < accounts.length; n += 2) pairs.push([accounts[n], accounts[n + 1]] as [Account, Account]);
  }, 300_000);

  afterAll(async () => {
    console.log(`several machines, under a checked load:\n${figures.map((line) => `  ${line}`).join('\n')}`);
    await site?.stop();
  }, 60_000);

  /** The reads and pages beside the presses: the API's liveness, a read of the database, pages new and returning. */
  const reads = (n: number): Promise<Read> => {
    const kind: ReadKind = (['health', 'database', 'page', 'page'] as const)[n % 4] ?? 'health';
    const url = {
      health: '/api/health',
      database: `/api/auth/updateUser/${encodeURIComponent(reader.email)}`,
      page: n % 8 === 2 ? '/' : '/great-step/events',
    }[kind];
    // Returning browsers of two cohorts, beside first visits.
    const headers: Record<string, string> =
      n % 8 === 6 ? { cookie: `gs_cohort=${Math.floor(n / 8) % 2 ? 95 : 5}` } : {};
    return site.call('GET', url, { token: reader.token, headers }).then((answer) => ({ ...answer, kind }));
  };

  /**
   * Runs `fault` under the load of `pairCount` pairs, each pressing again `pauseMs` after an answer (so that the
   * presses span the fault), then checks every press.
   */
  async function underLoad(
    { pairCount, pauseMs }: { pairCount: number; pauseMs: number },
    fault: () => Promise<void>,
  ): Promise<{ presses: PressFigures; reads: Read[] }> {
    const mine = pairs.splice(0, pairCount);
    const load = startCheckedLoad({ call: site.call, pairs: mine, events: TEAM_EVENTS, pauseMs, readers: 3, reads });
    await sleep(1_000);
    await fault();
    await load.stop();
    const presses = await checkPresses(site.data.db, load.presses);
    expect({ lost: presses.lost, duplicated: presses.duplicated, ghosts: presses.ghosts }).toEqual({
      lost: [],
      duplicated: [],
      ghosts: [],
    });
    return { presses, reads: load.reads as Read[] };
  }

  /** Until nginx has passed a call to machine `index` again and it answered. */
  async function servedAgain(index: number): Promise<void> {
    const since = site.nginx.apiLog().length;
    for (let tries = 0; tries < 200; tries += 1) {
      const entries = site.nginx.apiLog().slice(since);
      if (entries.some((entry) => site.machineOf(entry) === index && entry.status < 500)) return;
      await site.call('GET', '/api/health');
      await sleep(100);
    }
    throw new Error(`nginx sent API machine ${index + 1} nothing for 20 s`);
  }

  const failedOf = (reads: Read[], kinds: ReadKind[]) =>
    reads.filter((read) => kinds.includes(read.kind) && read.status !== 200).map(seen);

  it('loses, doubles and invents no write when a process is killed, and fails no read or page', async () => {
    const victim = site.machines[0]?.process;
    if (!victim) throw new Error('no process on API machine 1');
    const { presses, reads } = await underLoad({ pairCount: 2, pauseMs: 100 }, async () => {
      await victim.kill();
      await sleep(2_000);
    });
    expect(failedOf(reads, ['health', 'database', 'page'])).toEqual([]);
    figures.push(`kill -9 of a process: ${pressText(presses)}; ${reads.length} reads and pages, none failed`);
    await site.start(0);
    await servedAgain(0);
  }, 180_000);

  it("costs a read about 2 s at most when an API machine's cable is cut for 30 s, and invents no write", async () => {
    let cutAt = 0;
    const { presses, reads } = await underLoad({ pairCount: 2, pauseMs: 500 }, async () => {
      cutAt = performance.now();
      await site.network.cut('api1');
      await sleep(30_000);
      await site.network.plug('api1');
      await sleep(3_000);
    });
    expect(failedOf(reads, ['health', 'database', 'page'])).toEqual([]);
    const slow = reads.filter((read) => read.end - read.start > 1_000);
    const longest = Math.max(...reads.map((read) => read.end - read.start));
    const window =
      slow.length > 0 ? Math.max(...slow.map((read) => read.start)) - Math.min(...slow.map((read) => read.start)) : 0;
    figures.push(
      `API machine 1 cut off 30 s: ${pressText(presses)}; ${reads.length} reads and pages, none failed, ` +
        `${slow.length} took over 1 s (the longest ${ms(longest)}), all of them sent within ${ms(window)} ` +
        `of each other, the first ${ms((slow[0]?.start ?? cutAt) - cutAt)} after the cut`,
    );
    await servedAgain(0);
  }, 180_000);

  it('keeps both processes, /api/health and every page through PostgreSQL down 5 s, and is ready again at once', async () => {
    const readyAfter: number[] = [];
    const logBefore = site.nginx.apiLog().length;
    const { presses, reads } = await underLoad({ pairCount: 2, pauseMs: 250 }, async () => {
      await site.data.pgDown();
      await sleep(5_000);
      await site.data.pgUp();
      const back = performance.now();
      // Each process asked directly, as the unit's probe asks it.
      await Promise.all(
        site.machines.map(async (machine, index) => {
          while (
            (await fetch(`${machine.process.url}/api/ready`).then(
              (answer) => answer.status,
              () => 0,
            )) !== 200
          ) {
            await sleep(100);
          }
          readyAfter[index] = performance.now() - back;
        }),
      );
      // The presses held up by the outage go through.
      await sleep(3_000);
    });
    // A 503 of the API is what the other process would answer too: nginx passes it on, and tries no other.
    expect(
      site.nginx
        .apiLog()
        .slice(logBefore)
        .filter((entry) => entry.status === 503 && entry.upstreams.length > 1),
    ).toEqual([]);
    expect(site.machines.map((machine) => machine.process.running())).toEqual([true, true]);
    expect(failedOf(reads, ['health', 'page'])).toEqual([]);
    // A read of the database is answered, or 503 in the API's JSON: never anything else.
    const database = reads.filter((read) => read.kind === 'database' && read.status !== 200);
    expect(database.map(seen)).toEqual(
      database.map((read) => ({
        path: read.path,
        status: 503,
        body: { success: false, message: apiMessages.unavailable },
      })),
    );
    figures.push(
      `PostgreSQL down 5 s: ${pressText(presses)}; 0 process exits; ${reads.length} reads and pages, health and ` +
        `pages all 200, ${database.length} reads of the database 503 in the API's JSON; ready again ` +
        `${readyAfter.map(ms).join(' and ')} after PostgreSQL was back`,
    );
  }, 180_000);

  it('loses, doubles and invents no write through Redis down 10 s, and fails no call that does not need it', async () => {
    const logBefore = site.nginx.apiLog().length;
    let limited: TimedCall[] = [];
    const { presses, reads } = await underLoad({ pairCount: 2, pauseMs: 500 }, async () => {
      await site.data.redisDown();
      // A call whose per-address budget is counted in Redis: 503 in the API's JSON, from the one process it reached.
      limited = await Promise.all(
        range(4).map((n) => site.call('GET', `/api/auth/checkEmail/free.${n}.${Date.now()}@example.com`)),
      );
      await sleep(10_000);
      await site.data.redisUp();
      await sleep(3_000);
    });
    expect(limited.map(seen)).toEqual(
      limited.map((answer) => ({
        path: answer.path,
        status: 503,
        body: { success: false, message: apiMessages.unavailable },
      })),
    );
    expect(
      site.nginx
        .apiLog()
        .slice(logBefore)
        .filter((entry) => entry.status === 503 && entry.upstreams.length > 1),
    ).toEqual([]);
    expect(failedOf(reads, ['health', 'database', 'page'])).toEqual([]);
    figures.push(`Redis down 10 s: ${pressText(presses)}; ${reads.length} reads and pages, none failed`);
  }, 180_000);

  it('restarts every process with deploy/rolling-restart.sh as written, failing no call', async () => {
    let restarting = '';
    const systemctl = await fakeSystemctl(site.network.self, async (port) => {
      // The machine whose script asked: the one whose process is restarting (each script runs on its own machine).
      const index = site.machines.findIndex((machine) => machine.name === restarting);
      const machine = site.machines[index];
      if (!machine || port !== API_PORT) throw new Error(`no greatstep-api@${port} on ${restarting}`);
      await machine.process.stop();
      await site.start(index);
    });
    const output: string[] = [];
    try {
      const { presses, reads } = await underLoad({ pairCount: 4, pauseMs: 1_500 }, async () => {
        for (const machine of site.machines) {
          restarting = machine.name;
          const [command = 'ip', ...args] = [...machine.host.wrap, ROLLING_RESTART, machine.upstream];
          output.push((await run(command, args, { env: { PATH: systemctl.path } })).stdout);
        }
      });
      const failedPresses = presses.failed;
      expect({ failedPresses, reads: failedOf(reads, ['health', 'database', 'page']) }).toEqual({
        failedPresses: 0,
        reads: [],
      });
      expect(systemctl.restarted).toEqual([API_PORT, API_PORT]);
      figures.push(
        `rolling-restart.sh on each API machine: ${pressText(presses)}; ${reads.length} reads and pages, none failed`,
      );
    } finally {
      await systemctl.close();
    }
    console.log(output.join(''));
  }, 240_000);
});
