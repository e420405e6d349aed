const { spawn } = require('node:child_process');
const { mkdtempSync, readdirSync, rmSync } = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { throwawaySiteEnv } = require('../serve-built-site');
const { sparePort } = require('../spare-port');

/*
 * The throwaway site of `verify:remote` and the benchmarks (serve-built-site.js) on a host whose environment names a
 * production database, Redis and mail server: it must reach none of them. Each is played by a TCP listener that
 * counts the connections it is offered; the server is the API's own, from source (a checkout not built yet).
 */

const root = path.join(__dirname, '..', '..');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A listener that accepts connections, counts them and says nothing: a server that is watched. */
async function watchedServer() {
  const port = await sparePort();
  const sockets = new Set();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    connections: () => connections,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(resolve);
      }),
  };
}

/** The API server from source with exactly this environment; resolves with it once it answers /api/health. */
async function startServer(env, { waitForHealth = true } = {}) {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', path.join(root, 'api', 'src', 'server.ts')],
    { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr.on('data', (chunk) => (errors = (errors + chunk.toString()).slice(-4000)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  const url = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + 60_000;
  while (waitForHealth) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${errors}`);
    if ((await fetch(`${url}/api/health`).catch(() => null))?.ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer: ${errors}`);
    }
    await sleep(200);
  }
  return { url, stop };
}

describe("a throwaway site on a host whose environment names that host's servers", () => {
  let database;
  let redis;
  let mail;
  let dataDir;
  let caller;

  beforeAll(async () => {
    [database, redis, mail] = await Promise.all([watchedServer(), watchedServer(), watchedServer()]);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'gs-throwaway-'));
    // The production host's environment, as /etc/greatstep/greatstep.env sourced into a shell leaves it.
    caller = {
      ...process.env,
      DATABASE_URL: `postgres://greatstep:secret@127.0.0.1:${database.port}/greatstep`,
      REDIS_URL: `redis://127.0.0.1:${redis.port}`,
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      DEVICE_COOKIE_SECRET: 'the production key of the device cookies, 32+ chars',
      REMOTE_HEALTH_SECRET: 'the production key of the health tokens, 32+ chars',
      TRUST_PROXY: '127.0.0.1',
    };
  });

  afterAll(async () => {
    await Promise.all([database, redis, mail].map((watched) => watched?.close()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps nothing of a site from its caller: only the system, Node and what it is given', () => {
    const env = throwawaySiteEnv(
      { ...caller, PATH: '/usr/bin', NODE_EXTRA_CA_CERTS: '/etc/ssl/ca.pem' },
      { DATA_DIR: dataDir, PORT: '1' },
    );
    expect(env).toMatchObject({
      PATH: '/usr/bin',
      NODE_EXTRA_CA_CERTS: '/etc/ssl/ca.pem',
      DATA_DIR: dataDir,
      PORT: '1',
    });
    for (const name of [
      'DATABASE_URL',
      'REDIS_URL',
      'SMTP_URL',
      'DEVICE_COOKIE_SECRET',
      'REMOTE_HEALTH_SECRET',
      'TRUST_PROXY',
    ]) {
      expect(env).not.toHaveProperty(name);
    }
  });

  it('opens no connection to the database, Redis or mail server its caller names, and mails to its own outbox', async () => {
    const port = String(await sparePort());
    const site = await startServer(
      throwawaySiteEnv(caller, { DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'warn' }),
    );
    try {
      const mailed = await fetch(`${site.url}/api/auth/sendEmail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'verify@example.com' }),
      });
      expect(mailed.status).toBe(200);
      // Ready: its database is its own (embedded, in DATA_DIR), and it answers.
      expect((await fetch(`${site.url}/api/ready`)).status).toBe(200);
    } finally {
      await site.stop();
    }
    expect(readdirSync(path.join(dataDir, 'outbox')).length).toBe(1);
    expect({ database: database.connections(), redis: redis.connections(), mail: mail.connections() }).toEqual({
      database: 0,
      redis: 0,
      mail: 0,
    });
  }, 90_000);

  it('reaches the servers it is given by name (the watch sees a connection)', async () => {
    const port = String(await sparePort());
    const ownDir = mkdtempSync(path.join(os.tmpdir(), 'gs-throwaway-'));
    const env = throwawaySiteEnv(caller, { DATA_DIR: ownDir, PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
    const site = await startServer({ ...env, DATABASE_URL: caller.DATABASE_URL }, { waitForHealth: false });
    try {
      for (let waited = 0; database.connections() === 0 && waited < 30_000; waited += 100) await sleep(100);
      expect(database.connections()).toBeGreaterThan(0);
    } finally {
      await site.stop();
      rmSync(ownDir, { recursive: true, force: true });
    }
  }, 60_000);
});
