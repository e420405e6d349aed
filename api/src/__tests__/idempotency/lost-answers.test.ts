import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { createRepositories } from '../../db/repositories';
import { apiMessages } from '../../lib/api-messages';
import { callFingerprint } from '../../lib/idempotency-key';
import { createMemoryMailer } from '../../mail/memory-mailer';
import { createIdempotencyService } from '../../services/idempotency-service';
import { signUp, type Account } from '../../testing/accounts';
import { httpCall } from '../../testing/http-call';
import { newKey } from '../../testing/keyed-calls';
import { drivers, FakeClock, injectCall, testConfig, type TestApp } from '../../testing/test-app';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';

/*
 * The faults of a launch day, where a write commits and its answer never reaches the visitor: the link cut after
 * the request went, PostgreSQL's connection lost after its COMMIT, a process that dies holding a key. The repeat with
 * the press's key is answered from the store, and the write is never done twice (docs/API.md#idempotency).
 */

const HOLD_MS = 15_000;

/** A database whose next transaction commits and then fails, as a connection lost right after COMMIT does. */
function failingAfterCommit(database: Database) {
  let armed = false;
  const db = new Proxy(database.db, {
    get(target, property) {
      if (property === 'transaction') {
        return async (...args: Parameters<typeof target.transaction>) => {
          const result = await target.transaction(...args);
          if (armed) {
            armed = false;
            throw new Error('Connection terminated unexpectedly');
          }
          return result;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { database: { ...database, db }, failNextCommit: () => (armed = true) };
}

describe.each(drivers)('answers lost after a commit on %s', (driver) => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let t: Pick<TestApp, 'call' | 'mailer'>;
  let failNextCommit: () => void;
  const clock = new FakeClock();
  let leader: Account;

  beforeAll(async () => {
    db = await openTestDatabase(driver);
    const faulty = failingAfterCommit(db.database);
    failNextCommit = faulty.failNextCommit;
    const mailer = createMemoryMailer();
    app = await buildApp({
      config: testConfig({ requestTimeoutMs: HOLD_MS }),
      database: faulty.database,
      mailer,
      clock: clock.now,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    t = { call: injectCall(app), mailer };
    leader = await signUp(t);
  });
  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  const repos = () => createRepositories(db.database.db);
  const createTeam = (who: Account, event: string, key?: string) =>
    t.call({
      method: 'POST',
      url: '/api/auth/team/createTeam',
      token: who.token,
      headers: key ? { 'idempotency-key': key } : {},
      payload: { leader_id: who.user._id, event },
    });
  const teamsOf = async (who: Account) =>
    (await t.call({ method: 'GET', url: '/api/auth/team/myTeams', token: who.token })).body.teams as unknown[];

  it('answers the repeat of a write whose COMMIT went but whose answer failed, and writes it once', async () => {
    const key = newKey();
    failNextCommit();
    expect(await createTeam(leader, 'Mineac', key)).toMatchObject({
      status: 503,
      body: { success: false, message: apiMessages.unavailable },
    });
    expect(await teamsOf(leader)).toHaveLength(1);

    const repeat = await createTeam(leader, 'Mineac', key);
    expect(repeat).toMatchObject({
      status: 201,
      body: { success: true, team: { event: 'Mineac' } },
      headers: { 'idempotency-replayed': 'true' },
    });
    expect(await teamsOf(leader)).toHaveLength(1);
  });

  it('answers from the store a call whose connection was cut before its answer came', async () => {
    const member = await signUp(t);
    const key = newKey();
    const body = JSON.stringify({ leader_id: member.user._id, event: 'Mine_CS' });
    const address = app.server.address() as net.AddressInfo;
    const socket = net.connect(address.port, address.address);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      [
        'POST /api/auth/team/createTeam HTTP/1.1',
        `Host: 127.0.0.1:${address.port}`,
        `Authorization: Bearer ${member.token}`,
        `Idempotency-Key: ${key}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        '',
        body,
      ].join('\r\n'),
    );
    // The server carries the call out; the visitor's link goes before a byte of the answer is read.
    for (let look = 0; look < 400 && (await repos().idempotencyKeys.find(key))?.status == null; look += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    socket.destroy();
    expect(await teamsOf(member)).toHaveLength(1);

    const repeat = await httpCall(`http://127.0.0.1:${address.port}`)({
      method: 'POST',
      url: '/api/auth/team/createTeam',
      token: member.token,
      headers: { 'idempotency-key': key },
      payload: { leader_id: member.user._id, event: 'Mine_CS' },
    });
    expect(repeat).toMatchObject({ status: 201, headers: { 'idempotency-replayed': 'true' } });
    expect(await teamsOf(member)).toHaveLength(1);
  });

  it('writes once when the presses of one key come at the same moment, and tells the others to wait', async () => {
    const someone = await signUp(t);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 6 }, () => createTeam(someone, 'Quiz_Spiel', key)));
    const made = answers.filter((answer) => answer.status === 201);
    const waiting = answers.filter((answer) => answer.status === 409);
    expect(made.length + waiting.length).toBe(answers.length);
    expect(made.length).toBeGreaterThanOrEqual(1);
    for (const answer of made) expect(answer.body).toEqual(made[0]?.body);
    for (const answer of waiting) {
      expect(answer).toMatchObject({
        body: { success: false, message: apiMessages.idempotencyKeyInUse },
        headers: { 'retry-after': '1' },
      });
    }
    expect(await teamsOf(someone)).toHaveLength(1);
    expect(await createTeam(someone, 'Quiz_Spiel', key)).toMatchObject({ status: 201, body: made[0]?.body });
  });

  it('lets a repeat take over the key of a call that died holding it, once the hold is over', async () => {
    const someone = await signUp(t);
    const key = newKey();
    const payload = { leader_id: someone.user._id, event: 'Mineac' };
    // A process killed while it ran the call: its claim stays, unanswered.
    const died = createIdempotencyService({ repos: repos(), clock: clock.now }, HOLD_MS);
    const claimed = await died.claim({
      key,
      scope: `user:${someone.user._id}`,
      fingerprint: callFingerprint('POST', '/api/auth/team/createTeam', payload),
    });
    expect(claimed).toHaveProperty('held');

    expect(await createTeam(someone, 'Mineac', key)).toMatchObject({
      status: 409,
      body: { message: apiMessages.idempotencyKeyInUse },
      headers: { 'retry-after': '1' },
    });
    clock.advanceMinutes(HOLD_MS / 60_000);
    const made = await createTeam(someone, 'Mineac', key);
    expect(made.status).toBe(201);
    expect(made.headers['idempotency-replayed']).toBeUndefined();
    expect(await teamsOf(someone)).toHaveLength(1);

    // The call that held the key before can store no answer now, and so commits no write.
    if (!('held' in claimed)) throw new Error('the first claim did not hold the key');
    await expect(
      db.database.db.transaction((tx) => died.keep(claimed.held, { status: 201, answer: {} }, tx)),
    ).rejects.toThrow(apiMessages.idempotencyKeyInUse);
    expect(await createTeam(someone, 'Mineac', key)).toMatchObject({ status: 201, body: made.body });
  });

  it('lets the key of a refused call go, so that its repeat is carried out again', async () => {
    const someone = await signUp(t);
    const key = newKey();
    // Not open yet: refused, nothing written, so nothing to answer from the store.
    const refusal = { status: 400, body: { success: false, message: apiMessages.registrationClosed } };
    expect(await createTeam(someone, 'code_ext', key)).toMatchObject(refusal);
    // The key goes once the answer is out.
    for (let look = 0; look < 200 && (await repos().idempotencyKeys.find(key)); look += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(await repos().idempotencyKeys.find(key)).toBeUndefined();
    const repeat = await createTeam(someone, 'code_ext', key);
    expect(repeat).toMatchObject(refusal);
    expect(repeat.headers['idempotency-replayed']).toBeUndefined();
  });
});
