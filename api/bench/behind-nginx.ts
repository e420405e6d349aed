import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApiProcess, type ApiProcess } from '../src/__tests__/deployment/api-process';
import { nginxMissing, startNginx, type NginxServer } from '../src/__tests__/deployment/nginx-server';
import { sparePort } from '../../scripts/spare-port';
import { runLoad, type LoadFigures } from './load-runs';
import { measurePagesThroughNginx, pagesThroughNginxText } from './pages-through-nginx';
import { n, table } from './report';

/*
 * The same loads through nginx running deploy/nginx/greatstep.conf (docs/DEPLOY.md): in front of the bench's one
 * process, then of two, on the same database. On 2 cores the API processes, nginx, PostgreSQL and autocannon share
 * the machine, so a second process can only add what the first left idle.
 */

/** CPU seconds (user + system) of a process, from /proc/<pid>/stat; 0 once it is gone. */
function cpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Linux counts in clock ticks, 100 per second on every mainstream kernel build.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** A process and its children (nginx's master and workers). */
function withChildren(pid: number): number[] {
  const children = fs.readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid ? [Number(entry)] : [];
    } catch {
      return [];
    }
  });
  return [pid, ...children];
}

/** Cores used on average by each group of processes while `work` runs. */
async function coresDuring<T>(groups: number[][], work: () => Promise<T>): Promise<{ result: T; cores: number[] }> {
  const total = (pids: number[]) => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const started = process.hrtime.bigint();
  const before = groups.map(total);
  const result = await work();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { result, cores: groups.map((pids, index) => (total(pids) - (before[index] ?? 0)) / seconds) };
}

interface Row {
  figures: LoadFigures;
  setup: string;
  /** Cores used by the API processes and by nginx. */
  api?: number;
  nginx?: number;
}

export interface DirectFigures {
  health: LoadFigures;
  getMyTeam: LoadFigures;
  login: LoadFigures;
}

function format(rows: Row[]): string {
  return table([
    [
      'call',
      'setup',
      'conns',
      'req/s',
      'p50',
      'p99',
      'requests',
      'errors',
      'non-2xx',
      'cores: API / nginx / pg / bench',
    ],
    ...rows.map(({ figures, setup, api, nginx }) => [
      figures.label,
      setup,
      String(figures.connections),
      n(figures.rps),
      `${n(figures.p50)} ms`,
      `${n(figures.p99)} ms`,
      n(figures.total),
      String(figures.errors),
      String(figures.non2xx),
      `${n(api ?? figures.cpu.server, 2)} / ${nginx === undefined ? '-' : n(nginx, 2)} / ` +
        `${n(figures.cpu.postgres, 2)} / ${n(figures.cpu.bench, 2)}`,
    ]),
  ]);
}

export interface BehindNginxOptions {
  /** The bench's one built server, already measured directly. */
  server: { url: string; pid: number };
  /** Its environment: the second process gets the same. */
  env: Record<string, string>;
  leader: { id: string; token: string; email: string };
  password: string;
  event: string;
  plan: { readConnections: number; loginConnections: number; seconds: number };
  direct: DirectFigures;
}

/** The loads of the bench through nginx, one process then two behind it; the report's section 5. */
export async function measureBehindNginx(options: BehindNginxOptions): Promise<string> {
  const heading =
    '5. Behind nginx (deploy/nginx/greatstep.conf): one API process, then two, same database; pages beside files';
  const missing = nginxMissing();
  if (missing) return `${heading}\n   skipped: ${missing} (apt-get install nginx libnginx-mod-http-brotli-static)`;

  const firstPort = Number(new URL(options.server.url).port);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-bench-nginx-'));
  let nginx: NginxServer | undefined;
  let second: ApiProcess | undefined;
  try {
    const [listenPort, secondPort] = [await sparePort(), await sparePort()];
    if (listenPort === secondPort) throw new Error('no two spare ports');
    // Debian's nginx.conf runs one worker per core (worker_processes auto).
    nginx = await startNginx(
      dir,
      { appDir: path.join(__dirname, '..', '..'), siteDir: dir, listenPort, apiPorts: [firstPort] },
      { workers: os.cpus().length },
    );
    const through = nginx;
    const loads = async (setup: string, apiPids: number[]): Promise<Row[]> => {
      const { readConnections: connections, loginConnections, seconds } = options.plan;
      const serverPid = options.server.pid;
      const nginxPids = withChildren(through.pid);
      const run = async (label: string, load: () => Promise<LoadFigures>): Promise<Row> => {
        const { result, cores } = await coresDuring([apiPids, nginxPids], load);
        return { figures: { ...result, label }, setup, api: cores[0], nginx: cores[1] };
      };
      const url = (pathname: string) => `${through.url}${pathname}`;
      return [
        await run(options.direct.health.label, () =>
          runLoad({ label: '', url: url('/api/health'), connections, seconds, serverPid }),
        ),
        await run(options.direct.getMyTeam.label, () =>
          runLoad({
            label: '',
            url: url(`/api/auth/team/getMyTeam/${options.event}/${options.leader.id}`),
            token: options.leader.token,
            connections,
            seconds,
            serverPid,
          }),
        ),
        await run(options.direct.login.label, () =>
          runLoad({
            label: '',
            url: url('/api/auth/login'),
            method: 'POST',
            body: { email: options.leader.email, password: options.password },
            connections: loginConnections,
            seconds,
            serverPid,
          }),
        ),
      ];
    };

    console.log('Loads through nginx: one process, then two …');
    const one = await loads('nginx + 1 process', [options.server.pid]);
    console.log('A composed page through nginx beside a file of it, and a crowd on a page no one asked for …');
    const pages = await measurePagesThroughNginx(nginx, options.plan, options.server.pid);
    second = await startApiProcess({ port: secondPort, env: options.env, code: 'built' });
    await nginx.reload([firstPort, secondPort]);
    const two = await loads('nginx + 2 processes', [options.server.pid, second.pid]);

    const direct = (figures: LoadFigures): Row => ({ figures, setup: '1 process, direct' });
    const rows = [options.direct.health, options.direct.getMyTeam, options.direct.login].flatMap((figures, index) => [
      direct(figures),
      ...[one[index], two[index]].filter((row): row is Row => row !== undefined),
    ]);
    const ratio = (row: Row | undefined, base: LoadFigures) => (row ? n(row.figures.rps / base.rps, 2) : '-');
    return [
      heading,
      format([...rows, { figures: pages.file, setup: 'nginx' }, { figures: pages.page, setup: 'nginx + 1 process' }]),
      pagesThroughNginxText(pages),
      `   two processes ÷ one, both behind nginx: health ${ratio(two[0], one[0]?.figures ?? options.direct.health)}, ` +
        `getMyTeam ${ratio(two[1], one[1]?.figures ?? options.direct.getMyTeam)}, ` +
        `login ${ratio(two[2], one[2]?.figures ?? options.direct.login)} (req/s)`,
    ].join('\n');
  } finally {
    await nginx?.stop();
    await second?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
