import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { fakeBundles } from './fake-bundles';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { createRepositories } from '../db/repositories';
import { hashPassword } from '../lib/passwords';
import { PASSWORD, uniqueMobile, type SignUpApi } from './accounts';
import { httpCall } from './http-call';
import { admin } from './organisers';
import { PUBLIC_URL } from './test-app';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

/**
 * The environment of a server as `npm start` runs it on embedded PGlite in `dataDir`, its mail going to `sink`;
 * the command line reads the same variables.
 */
export function liveEnv(dataDir: string, sink: SmtpSink): NodeJS.ProcessEnv {
  return {
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    PUBLIC_URL,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
  };
}

/** A folder for DATA_DIR, removed by the caller. */
export const scratchDataDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/**
 * An organiser made before the server starts, as at the fest: the account is written to the database, then made an
 * organiser by the command line, the one way there is.
 */
export async function seedOrganiser(env: NodeJS.ProcessEnv, email: string, password = PASSWORD): Promise<void> {
  const database = await createDatabase({ database: loadConfig(env).database });
  try {
    await createRepositories(database.db).users.create({
      email,
      mobile: uniqueMobile(),
      passwordHash: await hashPassword(password),
      firstName: 'Olga',
      lastName: 'Organiser',
      userName: email.split('@')[0] ?? email,
      year: '2026',
      college: 1,
    });
  } finally {
    await database.close();
  }
  const granted = await admin(['grant-organiser', email], env);
  if (granted.code !== 0) throw new Error(`grant-organiser failed: ${granted.stderr}`);
}

export interface LiveServer extends SignUpApi {
  app: FastifyInstance;
  /** Where it listens, as its folder's lock names it. */
  url: string;
  close: () => Promise<void>;
}

/** The API in this process as server.ts starts it: it opens (and holds) the PGlite folder itself, then listens. */
export async function startLiveServer(env: NodeJS.ProcessEnv, sink: SmtpSink): Promise<LiveServer> {
  const config = loadConfig(env);
  // The bundles it releases are played (testing/fake-bundles.ts): these servers test the command line, not bundles.
  const app = await buildApp({ config, readBundle: fakeBundles });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const { port } = app.server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  let closing: Promise<void> | undefined;
  return {
    app,
    url,
    call: httpCall(url),
    mailer: sink,
    // A test may stop the server itself (to see the folder released); the suite's end then has nothing to do.
    close: () => (closing ??= app.close().then(() => undefined)),
  };
}

/** A live server on embedded PGlite with an organiser signed in: what the command line's server-mode tests need. */
export interface OrganiserSite {
  server: LiveServer;
  sink: SmtpSink;
  env: NodeJS.ProcessEnv;
  dataDir: string;
  organiserEmail: string;
  token: string;
  close: () => Promise<void>;
}

export async function startOrganiserSite(prefix: string, organiserEmail: string): Promise<OrganiserSite> {
  const sink = await startSmtpSink();
  const dataDir = scratchDataDir(prefix);
  const env = liveEnv(dataDir, sink);
  await seedOrganiser(env, organiserEmail);
  const server = await startLiveServer(env, sink);
  const signedIn = await server.call({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: organiserEmail, password: PASSWORD },
  });
  return {
    server,
    sink,
    env,
    dataDir,
    organiserEmail,
    token: String(signedIn.body.token),
    close: async () => {
      await server.close();
      await sink.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
