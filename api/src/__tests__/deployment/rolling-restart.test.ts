import { execFile } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { PASSWORD, signUp } from '../../testing/accounts';
import { REPO_ROOT } from './api-process';
import { freshCall, type TimedCall } from './calls';
import { fakeSystemctl } from './fake-systemctl';
import { nginxMissing } from './nginx-server';
import { startTestDeployment, type TestDeployment } from './test-deployment';

/*
 * Rolling restarts of the two API processes behind nginx under load (docs/DEPLOY.md#a-rolling-restart): a process
 * restarted without a word to nginx loses no read, and deploy/rolling-restart.sh, run as written, loses no call at
 * all, not even a POST.
 */

const ROLLING_RESTART = path.join(REPO_ROOT, 'deploy', 'rolling-restart.sh');

const range = (n: number) => Array.from({ length: n }, (_, index) => index);

const missing = nginxMissing();
const title = 'rolling restarts of two API processes behind nginx with deploy/nginx/greatstep.conf';
const suite = missing ? describe.skip : describe;
if (missing) console.warn(`${title}: skipped, ${missing} (.ci/run installs it)`);

suite(missing ? `${title} (skipped: ${missing})` : title, () => {
  let site: TestDeployment;

  beforeAll(async () => {
    // Two workers, as a machine of two cores runs nginx (worker_processes auto).
    site = await startTestDeployment({ nginxWorkers: 2 });
  }, 180_000);

  afterAll(async () => {
    await site?.stop();
  }, 60_000);

  /** Calls made by 4 callers one after the other until `stop` is called, each on a connection of its own. */
  function steadyLoad(next: (n: number) => Promise<TimedCall>) {
    const calls: TimedCall[] = [];
    let running = true;
    const done = Promise.all(
      range(4).map(async (offset) => {
        for (let n = offset; running; n += 4) calls.push(await next(n));
      }),
    );
    return {
      calls,
      stop: async () => {
        running = false;
        await done;
      },
    };
  }

  it('restarts each process without a word to nginx under a steady load of reads, dropping none', async () => {
    const { deployment } = site;
    const reader = await signUp(site.visitor());
    const reads = [
      `/api/auth/updateUser/${encodeURIComponent(reader.email)}`,
      '/api/auth/team/myTeams',
      '/api/health',
      '/api/ready',
    ];
    const load = steadyLoad((n) => site.call('GET', reads[n % reads.length] ?? '/api/health', { token: reader.token }));
    const logBefore = site.apiLog().length;
    const drains: number[] = [];
    try {
      for (const slot of [0, 1]) {
        const stopping = deployment.processes[slot];
        if (!stopping) throw new Error(`no process in slot ${slot}`);
        const stoppedAt = performance.now();
        const exit = await stopping.stop();
        expect(exit.code).toBe(0);
        drains.push(exit.at - stoppedAt);
        const mark = site.apiLog().length;
        await deployment.start(slot);
        // Before the next one stops: the restarted one must be taking calls again (docs/DEPLOY.md).
        await site.servedBy(slot, mark);
      }
    } finally {
      await load.stop();
    }

    expect(load.calls.filter((answer) => answer.status !== 200)).toEqual([]);
    const entries = site.apiLog().slice(logBefore);
    console.log(
      `restart without nginx told: ${load.calls.length} reads, none dropped; SIGTERM to exit ` +
        `${drains.map((ms) => `${Math.round(ms)} ms`).join(' and ')}; ` +
        `${entries.filter((entry) => entry.upstreams.length > 1).length} passed on by nginx to the other process`,
    );
  }, 90_000);

  it('restarts both processes with deploy/rolling-restart.sh as written, failing no call, not even a POST', async () => {
    const { deployment } = site;
    const account = await signUp(site.visitor());
    const profile = `/api/auth/updateUser/${encodeURIComponent(account.email)}`;
    const pidsBefore = deployment.processes.map((running) => running.pid);
    const systemctl = await fakeSystemctl(deployment);
    const load = steadyLoad((n) =>
      n % 2 === 0
        ? freshCall(deployment.url, 'POST', '/api/auth/login', {
            payload: { email: account.email, password: PASSWORD },
          })
        : freshCall(deployment.url, 'GET', profile, { token: account.token }),
    );
    let output: string;
    try {
      const ran = await promisify(execFile)(ROLLING_RESTART, deployment.ports.map(String), {
        env: {
          PATH: systemctl.path,
          NGINX_CONF: deployment.nginx.confFile,
          NGINX_PID: deployment.nginx.pidFile,
        },
      });
      output = ran.stdout;
    } finally {
      await load.stop();
      await systemctl.close();
    }

    // Each process was restarted, and no nginx worker that could still send it calls was alive when it stopped.
    expect(systemctl.restarted).toEqual(deployment.ports);
    expect(deployment.processes.map((running) => running.pid)).not.toEqual(expect.arrayContaining(pidsBefore));
    expect({
      oldWorkersAtRestart: systemctl.oldWorkersAtRestart,
      failed: load.calls.filter((answer) => answer.status !== 200),
    }).toEqual({ oldWorkersAtRestart: deployment.ports.map(() => []), failed: [] });
    // Both are in nginx again.
    const mark = site.apiLog().length;
    await site.servedBy(0, mark);
    await site.servedBy(1, mark);
    const logins = load.calls.filter((answer) => answer.method === 'POST').length;
    console.log(`rolling-restart.sh: ${load.calls.length} calls (${logins} logins), none failed\n${output}`);
  }, 120_000);
});
