import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { REPO_ROOT } from './api-process';

/** The configuration an operator installs; the deployment runs this very file, with its paths and ports replaced. */
export const SHIPPED_CONF = path.join(REPO_ROOT, 'deploy', 'nginx', 'greatstep.conf');

/** Where Debian's libnginx-mod-http-brotli-static puts the module greatstep.conf's brotli_static needs. */
export const BROTLI_STATIC_MODULE = '/usr/share/nginx/modules/ngx_http_brotli_static_module.so';

/** nginx on PATH or where Debian installs it; null when it is not installed. */
export function findNginx(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(':').filter(Boolean), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs) {
    const file = path.join(dir, 'nginx');
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // Not here.
    }
  }
  return null;
}

/** Why this machine cannot run the shipped configuration, or null when it can. */
export function nginxMissing(): string | null {
  if (!findNginx()) return 'nginx is not installed';
  if (!existsSync(BROTLI_STATIC_MODULE))
    return `nginx's brotli_static module (${BROTLI_STATIC_MODULE}) is not installed`;
  return null;
}

/**
 * The suite, or, when `why` says what this machine lacks, the same suite skipped, saying why in its title and in CI's
 * output.
 */
export function describeUnless(why: string | null, title: string, body: () => void): void {
  if (!why) {
    describe(title, body);
    return;
  }
  console.warn(`${title}: skipped, ${why}`);
  describe.skip(`${title} (skipped: ${why})`, body);
}

/** A suite of the shipped configuration: .ci/run installs nginx and its brotli module, so CI runs it. */
export function describeWithNginx(title: string, body: () => void): void {
  describeUnless(nginxMissing(), title, body);
}

export interface ConfPlaces {
  /** Stands for /srv/greatstep/app: a checkout with the built shell and remotes. */
  appDir: string;
  /** Stands for /srv/greatstep/site: remotes.json and the kept bundles. */
  siteDir: string;
  /** Stands for /var/log/nginx. */
  logDir: string;
  /** Stands for /var/cache/greatstep-pages, the pages' cache. */
  cacheDir: string;
  listenPort: number;
  /** Where nginx listens; 127.0.0.1 by default. */
  listenAddress?: string;
  /** The API processes: a port on 127.0.0.1, or `<address>:<port>` of another machine. */
  apiPorts: readonly (number | string)[];
}

/** An upstream server's address as greatstep.conf names it. */
const serverAddress = (server: number | string) => (typeof server === 'number' ? `127.0.0.1:${server}` : server);

function replaceAll(text: string, find: string, replacement: string): string {
  if (!text.includes(find)) {
    throw new Error(`${SHIPPED_CONF} no longer contains "${find}": the deployment test must learn its new form`);
  }
  return text.split(find).join(replacement);
}

/** The shipped file with this machine's paths and ports: nothing else in it changes. */
export function deploymentConf(shipped: string, places: ConfPlaces): string {
  const servers = [...shipped.matchAll(/^([ \t]*)server 127\.0\.0\.1:\d+ ([^;\n]*);[ \t]*\n/gm)];
  const [first] = servers;
  if (!first || servers.length < 2) {
    throw new Error(`${SHIPPED_CONF} no longer lists its API processes as "server 127.0.0.1:<port> …;" lines`);
  }
  const [, indent, parameters] = first;
  const upstream = places.apiPorts
    .map((server) => `${indent}server ${serverAddress(server)} ${parameters};\n`)
    .join('');
  let conf = shipped.replace(first[0], upstream);
  for (const other of servers.slice(1)) conf = conf.replace(other[0], '');
  conf = replaceAll(conf, 'listen 80;', `listen ${places.listenAddress ?? '127.0.0.1'}:${places.listenPort};`);
  // The machine may have no IPv6 loopback; one listening address is enough here.
  conf = replaceAll(conf, 'listen [::]:80;', '');
  conf = replaceAll(conf, '/srv/greatstep/app/', `${places.appDir}/`);
  conf = replaceAll(conf, '/srv/greatstep/site', places.siteDir);
  conf = replaceAll(conf, '/var/cache/greatstep-pages', places.cacheDir);
  return replaceAll(conf, '/var/log/nginx/', `${places.logDir}/`);
}

/**
 * What Debian's /etc/nginx/nginx.conf puts around a site of sites-enabled (its http settings, gzip on for HTML, the
 * brotli module its package enables), with every file nginx writes in `dir`, so it runs as a test's own process.
 */
function mainConf(dir: string, workers: number): string {
  // As root, the workers would otherwise become `nobody`, which cannot read a test's private folders.
  const user = process.getuid?.() === 0 ? 'user root root;\n' : '';
  return `${user}worker_processes ${workers};
error_log ${dir}/logs/error.log notice;
load_module ${BROTLI_STATIC_MODULE};
events {
    worker_connections 1024;
}
http {
    sendfile on;
    tcp_nopush on;
    types_hash_max_size 2048;
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${dir}/logs/access.log;
    gzip on;
    client_body_temp_path ${dir}/temp/client_body;
    proxy_temp_path ${dir}/temp/proxy;
    fastcgi_temp_path ${dir}/temp/fastcgi;
    uwsgi_temp_path ${dir}/temp/uwsgi;
    scgi_temp_path ${dir}/temp/scgi;
    include ${dir}/greatstep.conf;
}
`;
}

export interface ApiLogEntry {
  method: string;
  path: string;
  status: number;
  /** Every process nginx tried for the call, in order ("127.0.0.1:3001, 127.0.0.1:3002" when it had to retry). */
  upstreams: string[];
}

/** A page, robots.txt, sitemap.xml or remotes.json nginx answered (greatstep.conf's greatstep_page log). */
export interface PageLogEntry {
  path: string;
  status: number;
  /** The process it was passed to, or '' when nginx answered from its cache alone. */
  upstream: string;
  /** HIT, STALE, UPDATING (from the cache), MISS, EXPIRED (made by a process), or '-' when nginx had no answer. */
  cache: string;
}

const PAGE_LOG_LINE = /"\S+ (\S+) [^"]*" (\d{3}) \d+ upstream="([^"]*)" .* cache=(\S+)$/;

function readPageLog(file: string): PageLogEntry[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      const match = PAGE_LOG_LINE.exec(line);
      if (!match) return [];
      const [, pathname = '', status = '0', upstream = '', cache = '-'] = match;
      return [{ path: pathname, status: Number(status), upstream: upstream === '-' ? '' : upstream, cache }];
    });
}

export interface NginxServer {
  url: string;
  /** The master process; its workers are its children. */
  pid: number;
  /** The calls nginx passed to the API so far (greatstep.conf's greatstep_api log), oldest first. */
  apiLog: () => ApiLogEntry[];
  /** The pages nginx answered so far, oldest first. */
  pageLog: () => PageLogEntry[];
  /**
   * Installs the shipped file again with other API ports, as `nginx -s reload` does, and resolves once the workers
   * that ran before have ended.
   */
  reload: (apiPorts: readonly (number | string)[]) => Promise<void>;
  /** The shipped file as installed, as /etc/nginx/sites-available/greatstep is. */
  confFile: string;
  /** The master's pid file, as /run/nginx.pid is. */
  pidFile: string;
  stop: () => Promise<void>;
}

const LOG_LINE = /"(\S+) (\S+) [^"]*" (\d{3}) \d+ upstream="([^"]*)"/;

function readApiLog(file: string): ApiLogEntry[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      const match = LOG_LINE.exec(line);
      if (!match) return [];
      const [, method = '', pathname = '', status = '0', upstreams = ''] = match;
      return [{ method, path: pathname, status: Number(status), upstreams: upstreams.split(/\s*[,:]\s+/) }];
    });
}

/** The processes whose parent is `parent`, from /proc. */
export function childrenOf(parent: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Field 4 is the parent's pid; the name in field 2 may hold spaces, so read after ')'.
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent) found.push(Number(entry));
    } catch {
      // Ended while we looked.
    }
  }
  return found;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** nginx in the foreground as the test's own process, with the shipped configuration installed in `dir`. */
export async function startNginx(
  dir: string,
  places: Omit<ConfPlaces, 'logDir' | 'cacheDir'>,
  options: { workers?: number; wrap?: string[] } = {},
): Promise<NginxServer> {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed (apt-get install nginx libnginx-mod-http-brotli-static)');
  const logDir = path.join(dir, 'logs');
  const cacheDir = path.join(dir, 'pages');
  for (const sub of ['logs', 'temp']) mkdirSync(path.join(dir, sub), { recursive: true });
  const shipped = readFileSync(SHIPPED_CONF, 'utf8');
  const confFile = path.join(dir, 'greatstep.conf');
  const pidFile = path.join(dir, 'nginx.pid');
  writeFileSync(confFile, deploymentConf(shipped, { ...places, logDir, cacheDir }));
  writeFileSync(path.join(dir, 'nginx.conf'), mainConf(dir, options.workers ?? 1));
  const errorLog = path.join(logDir, 'error.log');

  const [command = nginx, ...args] = [
    ...(options.wrap ?? []),
    nginx,
    ...['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', errorLog, '-g', `daemon off; pid ${pidFile};`],
  ];
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const leftBehind = () => child.kill('SIGKILL');
  process.once('exit', leftBehind);
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    process.removeListener('exit', leftBehind);
    if (running()) child.kill('SIGTERM');
    await exited;
  };

  const url = `http://${places.listenAddress ?? '127.0.0.1'}:${places.listenPort}`;
  const errors = () => `${stderr}${existsSync(errorLog) ? readFileSync(errorLog, 'utf8').slice(-4000) : ''}`;
  const deadline = performance.now() + 15_000;
  for (;;) {
    if (!running()) throw new Error(`nginx exited while starting:\n${errors()}`);
    if (
      await fetch(`${url}/index.html`).then(
        () => true,
        () => false,
      )
    )
      break;
    if (performance.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer on ${url} within 15 s:\n${errors()}`);
    }
    await sleep(50);
  }

  return {
    url,
    pid: child.pid ?? 0,
    apiLog: () => readApiLog(path.join(logDir, 'greatstep-api.access.log')),
    pageLog: () => readPageLog(path.join(logDir, 'greatstep-pages.access.log')),
    reload: async (apiPorts) => {
      writeFileSync(confFile, deploymentConf(shipped, { ...places, apiPorts, logDir, cacheDir }));
      const master = child.pid ?? 0;
      const old = childrenOf(master);
      child.kill('SIGHUP');
      const until = performance.now() + 15_000;
      while (childrenOf(master).some((pid) => old.includes(pid))) {
        if (!running() || performance.now() > until) throw new Error(`nginx did not reload:\n${errors()}`);
        await sleep(20);
      }
    },
    confFile,
    pidFile,
    stop,
  };
}
