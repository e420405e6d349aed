import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createMemoryMailer, type MemoryMailer } from '../mail/memory-mailer';
import { mailedCode, signupBody } from '../testing/accounts';
import { drivers, injectCall, testConfig } from '../testing/test-app';
import { openTestDatabase, type Driver, type TestDatabase } from '../testing/test-database';

const EMAIL = 'secret.person+fest@example.org';
const MOBILE = '9876501234';

/** What an operator reading the log must never find of a sign-up whose insert failed. */
const secrets = [EMAIL, encodeURIComponent(EMAIL), '@example.org', MOBILE, '$argon2'];

describe.each(drivers)('the log of a failed query on %s', (driver: Driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let mailer: MemoryMailer;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    mailer = createMemoryMailer();
    app = await buildApp({
      config: testConfig({ logLevel: 'trace' }),
      database: database.database,
      mailer,
      logStream: { write: (line) => lines.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it("names no e-mail, mobile or password hash of the query's parameters or the database's detail", async () => {
    // The database refuses every new account, naming the address in its detail as a unique violation's does.
    const { db } = database.database;
    await db.execute(
      sql.raw(`CREATE FUNCTION refuse_account() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'account refused' USING DETAIL = 'Key (email)=(' || NEW.email || ') is refused'; END $$`),
    );
    await db.execute(
      sql.raw('CREATE TRIGGER refuse_account BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION refuse_account()'),
    );
    const call = async (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
    expect((await call('/api/auth/sendEmail', { email: EMAIL })).statusCode).toBe(200);
    const code = mailedCode({ call: injectCall(app), mailer }, EMAIL);
    const registered = await call('/api/auth/register', signupBody(EMAIL, code, { mobile: MOBILE }));
    expect(registered.statusCode).toBe(500);

    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const failed = parsed.filter((line) => line.msg === 'request failed');
    expect(failed).toHaveLength(1);
    // The line still says what failed, where, and with which kinds of values.
    const err = failed[0]?.err as { message: string; params: unknown[]; cause?: { message: string; detail?: string } };
    expect(err.message).toMatch(/^Failed query: insert into "users"/);
    expect(err.params).toEqual(expect.arrayContaining(['[email]', '[number]', '[hash]', 'Asha', 'Rao']));
    expect(err.cause).toMatchObject({ message: 'account refused', detail: 'Key (email)=([email]) is refused' });
    for (const line of lines)
      for (const secret of secrets) expect({ line, found: line.includes(secret) }).toEqual({ line, found: false });
  });
});
