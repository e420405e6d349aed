import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { request } from '@playwright/test';
import { signUpViaApi } from './accounts';
import { outboxOf } from './outbox';

const ROOT = path.join(__dirname, '..', '..');
const SERVER = path.join(ROOT, 'api', 'dist', 'server.js');
const ON_SITE = [
  '--conditions=source',
  '--import',
  'tsx',
  path.join(ROOT, 'api', 'src', 'testing', 'server-on-site.ts'),
];

/** The built site on `port`, serving and storing in `dataDir` as `npm start` would (embedded database, mail outbox). */
export class SiteProcess {
  private child: ChildProcess | undefined;

  constructor(
    readonly port: number,
    readonly dataDir: string,
    /** More of the server's configuration (REMOTE_CANARY_MIN_SESSIONS, …), for the server and the tools alike. */
    private readonly extraEnv: NodeJS.ProcessEnv = {},
    /**
     * Another folder holding the built site (its shell/dist and each remote's dist), served by the same server from source
     * (api/src/testing/server-on-site.ts), for a journey that changes the build under a running site.
     */
    private readonly siteRoot?: string,
  ) {
    mkdirSync(dataDir, { recursive: true });
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  private get env(): NodeJS.ProcessEnv {
    return {
      ...process.env,
      PORT: String(this.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: this.url,
      DATA_DIR: this.dataDir,
      LOG_LEVEL: 'warn',
      ...this.extraEnv,
    };
  }

  /** Starts the server and waits until it answers its health check. */
  async start(): Promise<void> {
    let errors = '';
    const command = this.siteRoot ? [...ON_SITE, this.siteRoot] : [SERVER];
    const child = spawn(process.execPath, command, { env: this.env, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
    this.child = child;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the site on ${this.url} exited: ${errors}`);
      const answer = await fetch(`${this.url}/api/health`).catch(() => null);
      if (answer?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    throw new Error(`the site on ${this.url} did not answer: ${errors}`);
  }

  /** Stops the server as a process manager would (SIGTERM) and waits until it has let go of its data. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  /** `npm run -s admin -- …args` on this site's data, as an organiser types it; its standard output. */
  async admin(args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
    return this.npmRun('admin', args, env);
  }

  /** `npm run -s remote -- …args` on this site's releases, as a sub-team types it; its standard output. */
  async remote(args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
    return this.npmRun('remote', args, env);
  }

  private async npmRun(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
    const { stdout } = await promisify(execFile)('npm', ['run', '-s', script, '--', ...args], {
      cwd: ROOT,
      env: { ...this.env, ...env },
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout;
  }
}

/**
 * An organiser of the running `site` and their token: signed up through its API, then granted the role the one way
 * there is, the command line, while the site runs (through its local channel), as a release takes.
 */
export async function organiserTokenOf(site: SiteProcess): Promise<string> {
  const api = await request.newContext({ baseURL: site.url });
  try {
    const organiser = await signUpViaApi(api, { firstName: 'Release' }, outboxOf(site.dataDir));
    await site.admin(['grant-organiser', organiser.email]);
    const login = await api.post('/api/auth/login', { data: { email: organiser.email, password: organiser.password } });
    return ((await login.json()) as { token: string }).token;
  } finally {
    await api.dispose();
  }
}
