import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { events, teamSizeOf } from '@greatstep/shared/isomorphic';
import { signUp, type Account } from '../../testing/accounts';
import { REPO_ROOT } from './api-process';
import { mapLimit } from './calls';
import { checkPresses, pressText, startCheckedLoad } from './checked-writes';
import { fakeSystemctl } from './fake-systemctl';
import { describeWithNginx } from './nginx-server';
import { startTestDeployment, type TestDeployment } from './test-deployment';

/*
 * deploy/rolling-restart.sh as written (docs/DEPLOY.md#a-rolling-restart), on one machine: two API processes behind
 * nginx restarted one after the other under a checked write load and reads, with no word to nginx and no reload of
 * it, failing no call. several-machines.test.ts runs it on each of two API machines.
 */

const ROLLING_RESTART = path.join(REPO_ROOT, 'deploy', 'rolling-restart.sh');
const TEAM_EVENTS = events.filter((event) => event.key !== null && !event.comingSoon && teamSizeOf(event) >= 2);

const range = (n: number) => Array.from({ length: n }, (_, index) => index);

const title = 'deploy/rolling-restart.sh on two API processes behind nginx with deploy/nginx/greatstep.conf';

describeWithNginx(title, () => {
  let site: TestDeployment;

  beforeAll(async () => {
    // Two workers, as a machine of two cores runs nginx (worker_processes auto).
    site = await startTestDeployment({ nginxWorkers: 2 });
  }, 180_000);

  afterAll(async () => {
    await site?.stop();
  }, 60_000);

  it('restarts both processes as written, failing no call: no keyed press, no read', async () => {
    const { deployment } = site;
    const accounts = await mapLimit(range(5), 4, () => signUp(site.visitor()));
    const [reader, ...rest] = accounts as [Account, ...Account[]];
    const pairs = [0, 2].map((n) => [rest[n], rest[n + 1]] as [Account, Account]);
    const pidsBefore = deployment.processes.map((running) => running.pid);
    const systemctl = await fakeSystemctl('127.0.0.1', async (port) => {
      const slot = deployment.ports.indexOf(port);
      await deployment.processes[slot]?.stop();
      // As the unit does: systemctl returns once the process answers /api/health; the script waits for /api/ready.
      await deployment.start(slot, 'live');
    });
    const reads = [
      `/api/auth/updateUser/${encodeURIComponent(reader.email)}`,
      '/api/auth/team/myTeams',
      '/api/health',
      '/api/ready',
    ];
    const load = startCheckedLoad({
      call: site.call,
      pairs,
      events: TEAM_EVENTS,
      pauseMs: 700,
      readers: 3,
      reads: (n) => site.call('GET', reads[n % reads.length] ?? '/api/health', { token: reader.token }),
    });
    let output: string;
    try {
      const servers = deployment.ports.map((port) => `127.0.0.1:${port}`);
      output = (await promisify(execFile)(ROLLING_RESTART, servers, { env: { PATH: systemctl.path } })).stdout;
    } finally {
      await load.stop();
      await systemctl.close();
    }

    expect(systemctl.restarted).toEqual(deployment.ports);
    expect(deployment.processes.map((running) => running.pid)).not.toEqual(expect.arrayContaining(pidsBefore));
    const presses = await checkPresses(site.db, load.presses);
    expect({
      failedPresses: presses.failed,
      lost: presses.lost,
      duplicated: presses.duplicated,
      ghosts: presses.ghosts,
      failedReads: load.reads.filter((answer) => answer.status !== 200),
    }).toEqual({ failedPresses: 0, lost: [], duplicated: [], ghosts: [], failedReads: [] });
    // Both are in nginx again.
    const mark = site.apiLog().length;
    await site.servedBy(0, mark);
    await site.servedBy(1, mark);
    console.log(`rolling-restart.sh: ${pressText(presses)}; ${load.reads.length} reads, none failed\n${output}`);
  }, 180_000);
});
