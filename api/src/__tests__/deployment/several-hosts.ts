import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { SignUpApi } from '../../testing/accounts';
import { httpCall } from '../../testing/http-call';
import { REPO_ROOT, startApiProcess, type ApiProcess } from './api-process';
import { timedCall, type CallMethod, type CallOptions, type TimedCall } from './calls';
import { startDataHost, type DataHost } from './data-host';
import { ENV_EXAMPLE, readEnvFile } from './deployment';
import { startTestNetwork, type NetworkHost, type TestNetwork } from './network-hosts';
import { startNginx, type ApiLogEntry, type NginxServer } from './nginx-server';
import { outboxMailer } from './outbox';
import { testCheckout, type TestCheckout } from './test-checkout';

/*
 * The several machines of docs/DEPLOY.md#several-machines, each a network namespace of the test's own (network-hosts.ts):
 * a web machine running nginx with greatstep.conf itself (addresses and paths replaced), two API machines each running
 * one process of a release's checkout with greatstep.env.example's variables, and a data machine with PostgreSQL and
 * Redis set up by the files of deploy/ (data-host.ts). The release's remotes are kept and recorded by
 * deploy/keep-bundles.sh on the web machine, as DEPLOY.md does. The test calls the site as a visitor's browser does,
 * at the web machine's address.
 */

const run = promisify(execFile);
const KEEP_BUNDLES = path.join(REPO_ROOT, 'deploy', 'keep-bundles.sh');
/** The port of the one API process of each API machine (greatstep-api@3001). */
export const API_PORT = 3001;

export interface ApiMachine {
  name: string;
  host: NetworkHost;
  /** The process running now, as nginx's upstream names it: `<address>:3001`. */
  process: ApiProcess;
  upstream: string;
}

export interface SeveralHosts {
  network: TestNetwork;
  data: DataHost;
  nginx: NginxServer;
  /** The site as visitors reach it. */
  url: string;
  machines: ApiMachine[];
  /** Starts machine `index`'s process again (systemd's Restart=), once the one before has ended. */
  start: (index: number) => Promise<ApiProcess>;
  /** Signs up and in through nginx, reading the code from the processes' outbox. */
  visitor: () => SignUpApi;
  call: (method: CallMethod, url: string, options?: CallOptions) => Promise<TimedCall>;
  /** Which machine a call of nginx's log was answered by (the last it tried), or -1. */
  machineOf: (entry: ApiLogEntry) => number;
  stop: () => Promise<void>;
}

export async function startSeveralHosts(): Promise<SeveralHosts> {
  const network = await startTestNetwork(['web', 'api1', 'api2', 'data']);
  const { web, api1, api2, data: dataHost } = network.hosts;
  if (!web || !api1 || !api2 || !dataHost) throw new Error('the test network lacks a machine');
  let data: DataHost | undefined;
  let checkout: TestCheckout | undefined;
  let nginx: NginxServer | undefined;
  const machines: ApiMachine[] = [];
  const dirs = ['gs-site-', 'gs-data-', 'gs-nginx-'].map((prefix) => mkdtempSync(path.join(os.tmpdir(), prefix)));
  const [siteDir = '', dataDir = '', nginxDir = ''] = dirs;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(machines.map((machine) => machine.process.stop()));
    await data?.stop();
    await network.remove();
    checkout?.remove();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };
  try {
    data = await startDataHost(dataHost, [web.address, api1.address, api2.address]);
    checkout = testCheckout('v2025.1');
    const publicUrl = `http://${web.address}`;
    // The example's values, for this network's machines; mail to files (DATA_DIR), read by the test.
    const env = {
      ...readEnvFile(ENV_EXAMPLE),
      DATABASE_URL: data.databaseUrl,
      REDIS_URL: data.redisUrl,
      TRUST_PROXY: web.address,
      PUBLIC_URL: publicUrl,
      SMTP_URL: '',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    };
    const root = checkout.root;
    const startOn = (host: NetworkHost) =>
      startApiProcess({
        port: API_PORT,
        env: { ...env, HOST: host.address },
        code: 'source',
        root,
        host: host.address,
        wrap: host.wrap,
      });
    // One after the other: each applies pending migrations as it starts, under a lock.
    for (const [name, host] of [
      ['api1', api1],
      ['api2', api2],
    ] as const) {
      machines.push({ name, host, process: await startOn(host), upstream: `${host.address}:${API_PORT}` });
    }
    nginx = await startNginx(
      nginxDir,
      {
        appDir: root,
        siteDir,
        listenPort: 80,
        listenAddress: web.address,
        apiPorts: machines.map((one) => one.upstream),
      },
      { workers: 2, wrap: web.wrap },
    );
    // The release's remotes, kept on the web machine and recorded in the database, as DEPLOY.md installs them.
    const [command = 'ip', ...args] = [...web.wrap, KEEP_BUNDLES, root, siteDir];
    await run(command, args, { env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } });
    const site = nginx;
    const start = async (index: number) => {
      const machine = machines[index];
      if (!machine) throw new Error(`no API machine ${index}`);
      machine.process = await startOn(machine.host);
      return machine.process;
    };
    return {
      network,
      data,
      nginx: site,
      url: site.url,
      machines,
      start,
      visitor: () => ({ call: httpCall(site.url), mailer: outboxMailer(dataDir) }),
      call: (method, url, options) => timedCall(site.url, method, url, options),
      machineOf: (entry) => machines.findIndex((machine) => machine.upstream === entry.upstreams.at(-1)),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
