import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveBuiltSite, type BuiltServer } from '../../scripts/serve-built-site';
import { rawVerifyRate } from './argon2-rate';
import { measureBehindNginx } from './behind-nginx';
import { createBenchDatabase, DEFAULT_SERVER_URL, type BenchDatabase } from './bench-database';
import { ensureBuilt } from './build-api';
import { callApi } from './http';
import { runLoad, type LoadFigures, type LoadOptions } from './load-runs';
import { residentMb, sampleMemory } from './memory-sampler';
import { PASSWORD, registrationSpike } from './registration-spike';
import { formatReport } from './report';

/** Sizes of the run: a 4-person event, the usual team size (docs/CONTENT.md#events). */
const plan = {
  event: 'Mine_CS',
  teams: 125,
  extraAdds: 25,
  signUpConcurrency: 50,
  readConnections: 50,
  loginConnections: 8,
  seconds: 10,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function measure(
  server: BuiltServer,
  database: BenchDatabase,
  dataDir: string,
  serverEnv: Record<string, string>,
): Promise<string> {
  const memory = sampleMemory(server.pid);
  const startMb = residentMb(server.pid) ?? 0;

  console.log(`Registration spike: ${plan.teams * 4 + plan.extraAdds} sign-ups, ${plan.teams} teams …`);
  const spike = await registrationSpike({
    baseUrl: server.url,
    outboxDir: path.join(dataDir, 'outbox'),
    database,
    event: plan.event,
    teams: plan.teams,
    extraAdds: plan.extraAdds,
    concurrency: plan.signUpConcurrency,
  });
  const spikePeakMb = memory.peakMb();
  const [teamLeader, guesser] = spike.leaders;
  if (!teamLeader || !guesser)
    throw new Error(`the spike left too few signed-in leaders: ${spike.problems.join('; ')}`);
  const guess = await callApi(server.url, 'POST', '/api/events/addNewEntry', {
    token: guesser.token,
    body: { userId: guesser.id, guess: 'MINE FUTURES', fullName: 'Bench Guesser' },
  });
  if (guess.status !== 201) throw new Error(`addNewEntry answered ${guess.status}: ${String(guess.body.message)}`);

  // Each load gets its own peak: argon2id's 19 MiB per hash weighs differently from the read paths.
  const load = async (options: LoadOptions): Promise<LoadFigures> => {
    memory.reset();
    const figures = await runLoad(options);
    return { ...figures, peakMb: memory.peakMb() };
  };
  const read = { connections: plan.readConnections, seconds: plan.seconds, serverPid: server.pid };
  console.log('Loads: health, a composed page, getMyTeam, getEntry, raw argon2id, login …');
  // The ceiling of HTTP + Fastify + helmet + CORS on this machine, with no database work: the yardstick for the rest.
  const health = await load({ label: 'GET health (no database)', url: `${server.url}/api/health`, ...read });
  // A page is composed once per release set and path and then kept compressed (api/src/site/composed-pages.ts): a
  // request should cost about what health does, whatever the page's head holds.
  const composedPage = await load({
    label: 'GET competition page (HTML, br)',
    url: `${server.url}/great-step/events/competitions/Geobotics`,
    headers: { accept: 'text/html', 'accept-encoding': 'br' },
    ...read,
  });
  const getMyTeam = await load({
    label: 'GET getMyTeam (full team)',
    url: `${server.url}/api/auth/team/getMyTeam/${plan.event}/${teamLeader.id}`,
    token: teamLeader.token,
    ...read,
  });
  const getEntry = await load({
    label: 'GET getEntry (has a guess)',
    url: `${server.url}/api/events/getEntry/${guesser.id}`,
    token: guesser.token,
    ...read,
  });
  // Measured while the server idles, so the two do not share the cores; before and after, to even out the drift
  // of a machine shared with other work.
  const rawBefore = await rawVerifyRate(PASSWORD, plan.loginConnections, plan.seconds);
  const login = await load({
    label: 'POST login',
    url: `${server.url}/api/auth/login`,
    method: 'POST',
    body: { email: teamLeader.email, password: PASSWORD },
    connections: plan.loginConnections,
    seconds: plan.seconds,
    serverPid: server.pid,
  });
  const rawAfter = await rawVerifyRate(PASSWORD, plan.loginConnections, plan.seconds);
  memory.stop();
  const loadPeakMb = Math.max(
    ...[health, composedPage, getMyTeam, getEntry, login].map((figures) => figures.peakMb ?? 0),
  );
  await sleep(3000);
  const idleMb = residentMb(server.pid) ?? 0;

  const report = formatReport({
    spike,
    health,
    composedPage,
    getMyTeam,
    getEntry,
    login,
    rawVerifyRates: [rawBefore, rawAfter],
    memory: { startMb, spikePeakMb, loadPeakMb, idleMb },
  });
  // BENCH_NGINX=off leaves out the minute the loads through nginx take.
  if (process.env.BENCH_NGINX === 'off') return report;
  const behindNginx = await measureBehindNginx({
    server,
    env: { ...serverEnv, HOST: '127.0.0.1' },
    leader: teamLeader,
    password: PASSWORD,
    event: plan.event,
    plan,
    direct: { health, getMyTeam, login },
  });
  return `${report}\n\n${behindNginx}`;
}

async function main(): Promise<void> {
  ensureBuilt();
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || DEFAULT_SERVER_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-bench-'));
  let database: BenchDatabase | undefined;
  let server: BuiltServer | undefined;
  const cleanUp = async () => {
    await server?.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // Ctrl-C must not leave a server running or a database behind.
  process.once('SIGINT', () => {
    console.error('\ninterrupted, cleaning up');
    void cleanUp().finally(() => process.exit(130));
  });
  try {
    database = await createBenchDatabase(serverUrl);
    // BENCH_PORT pins the port (as for bench:bundle) where only some ports may be used; a free one otherwise.
    const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
    const serverEnv = { DATABASE_URL: database.url, DATA_DIR: dataDir, RATE_LIMIT: 'off', LOG_LEVEL: 'warn' };
    server = await serveBuiltSite({ port, env: serverEnv });
    console.log(
      `API bench: built server pid ${server.pid} at ${server.url}, PostgreSQL database ${database.name}, ` +
        `${os.cpus().length} cores, Node ${process.version}\n`,
    );
    console.log(`\n${await measure(server, database, dataDir, serverEnv)}`);
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
