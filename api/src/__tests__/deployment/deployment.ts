import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sparePort } from '../../../../scripts/spare-port';
import { REPO_ROOT, startApiProcess, type ApiProcess, type ServerCode, type StartedWhen } from './api-process';
import { startNginx, type NginxServer } from './nginx-server';

export const ENV_EXAMPLE = path.join(REPO_ROOT, 'deploy', 'greatstep.env.example');

/** The variables of an environment file as systemd's EnvironmentFile reads this one: KEY=VALUE lines, # comments. */
export function readEnvFile(file: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match?.[1] && match[2] !== undefined) env[match[1]] = match[2].replace(/^"(.*)"$/, '$1');
  }
  return env;
}

export interface DeploymentOptions {
  /** Every API process's environment file; PORT is each one's own. */
  env: Record<string, string>;
  processes: number;
  code: ServerCode;
  /** For /srv/greatstep/app in greatstep.conf: a checkout whose shell and remotes are built. */
  appDir: string;
  /** For /srv/greatstep/site: where remotes.json is. */
  siteDir: string;
  nginxWorkers?: number;
  /** The processes serve the site built here (a fake build) rather than this checkout's. */
  processSite?: string;
}

export interface Deployment {
  /** The site as visitors reach it: nginx. */
  url: string;
  nginx: NginxServer;
  /** The process now running in each slot (the unit greatstep-api@<port>). */
  processes: ApiProcess[];
  ports: number[];
  /** Which slot a process address of nginx's log ("127.0.0.1:<port>") is, or -1. */
  slotOf: (upstream: string) => number;
  /**
   * Starts slot `slot`'s process again on its port (`systemctl start`), once the old one has ended; resolves once it
   * is ready, or live only (`until`: the unit's ExecStartPost).
   */
  start: (slot: number, until?: StartedWhen) => Promise<ApiProcess>;
  stop: () => Promise<void>;
}

/** Ports for the API processes and nginx, all different. */
async function spareDistinctPorts(count: number): Promise<number[]> {
  for (;;) {
    const ports = await Promise.all(Array.from({ length: count }, () => sparePort()));
    if (new Set(ports).size === count) return ports;
  }
}

/**
 * nginx with deploy/nginx/greatstep.conf in front of `processes` API processes, on spare loopback ports. The
 * processes start one after the other, as docs/DEPLOY.md says: each applies pending migrations when it starts, and
 * two doing it at once on a fresh database collide.
 */
export async function startDeployment(options: DeploymentOptions): Promise<Deployment> {
  const [listenPort = 0, ...ports] = await spareDistinctPorts(options.processes + 1);
  const processes: ApiProcess[] = [];
  const nginxDir = mkdtempSync(path.join(os.tmpdir(), 'gs-nginx-'));
  let nginx: NginxServer | undefined;
  const start = async (slot: number, until?: StartedWhen) => {
    const port = ports[slot];
    if (port === undefined) throw new Error(`no API process slot ${slot}`);
    const started = await startApiProcess({
      port,
      env: options.env,
      code: options.code,
      until,
      siteRoot: options.processSite,
    });
    processes[slot] = started;
    return started;
  };
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(processes.map((running) => running.stop()));
    rmSync(nginxDir, { recursive: true, force: true });
  };
  try {
    for (let slot = 0; slot < ports.length; slot += 1) await start(slot);
    nginx = await startNginx(
      nginxDir,
      { appDir: options.appDir, siteDir: options.siteDir, listenPort, apiPorts: ports },
      { workers: options.nginxWorkers },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: nginx.url,
    nginx,
    processes,
    ports,
    slotOf: (upstream) => ports.findIndex((port) => upstream === `127.0.0.1:${port}`),
    start,
    stop,
  };
}
