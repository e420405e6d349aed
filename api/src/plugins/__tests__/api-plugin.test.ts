import { PER_NETWORK } from '../../lib/counted-limits';
import { messages } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../lib/api-messages';
import { createTeam, signUp, type Account, uniqueEmail } from '../../testing/accounts';
import { createTestApp, drivers, PUBLIC_URL } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

const UUID = '00000000-0000-4000-8000-000000000000';

describe.each(drivers)('the API edge on %s', (driver) => {
  const t = useTestApp(driver);

  it('answers malformed input with 400 and a message, never 500', async () => {
    const account = await signUp(t);
    const token = account.token;
    const json = { 'content-type': 'application/json' };
    const cases = [
      { method: 'POST', url: '/api/auth/login', headers: json, payload: '{"email":' },
      { method: 'POST', url: '/api/auth/login', headers: json, payload: 'null' },
      { method: 'POST', url: '/api/auth/login', headers: json, payload: '[1,2]' },
      { method: 'POST', url: '/api/auth/login', payload: { email: 42, password: ['x'] } },
      { method: 'POST', url: '/api/auth/login', payload: { email: `${'a'.repeat(300)}@x.com`, password: 'Abc123' } },
      { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/plain' }, payload: 'hello' },
      { method: 'POST', url: '/api/auth/sendEmail', payload: {} },
      { method: 'POST', url: '/api/auth/register', payload: { email: uniqueEmail() } },
      { method: 'POST', url: '/api/auth/resetPassword', payload: { email: 'x' } },
      { method: 'PUT', url: '/api/auth/changePassword', payload: { email: 'a@b.co' } },
      { method: 'GET', url: '/api/events/getEntry/not-a-uuid', token },
      { method: 'POST', url: '/api/events/addNewEntry', token, payload: { userId: 'nope', guess: 'Mine Digging' } },
      { method: 'GET', url: `/api/auth/team/getMyTeam/Nope/${account.user._id}`, token },
      { method: 'GET', url: '/api/auth/team/getMyTeam/Safety_Hunt/123', token },
      { method: 'POST', url: '/api/auth/team/createTeam', token, payload: { leader_id: 5, event: 'Safety_Hunt' } },
      { method: 'POST', url: '/api/auth/team/addMembers', token, payload: { team_id: UUID, memberEmail: 'bad' } },
      { method: 'DELETE', url: `/api/auth/team/deleteMember/${UUID}/x'--`, token },
    ] as const;
    for (const request of cases) {
      const { status, body } = await t.call({ ...request });
      expect({ url: request.url, status }).toEqual({ url: request.url, status: 400 });
      expect(body).toEqual({ success: false, message: expect.any(String) });
      expect(String(body.message)).not.toMatch(/stack|sql|select|zod/i);
    }
  });

  it('accepts calls without a body that say Content-Type: application/json, as many clients do', async () => {
    const leader = await signUp(t);
    const member = await signUp(t);
    const json = { 'content-type': 'application/json' };
    const teamId = await createTeam(t, leader, 'Mine_CS');
    await t.call({
      method: 'POST',
      url: '/api/auth/team/addMembers',
      token: leader.token,
      payload: { team_id: teamId, memberEmail: member.email },
    });

    const read = await t.call({
      method: 'GET',
      url: `/api/auth/team/getMyTeam/Mine_CS/${leader.user._id}`,
      token: leader.token,
      headers: json,
    });
    expect(read).toMatchObject({ status: 200, body: { success: true, team: { _id: teamId } } });
    const removed = await t.call({
      method: 'DELETE',
      url: `/api/auth/team/deleteMember/${teamId}/${member.user._id}`,
      token: leader.token,
      headers: json,
    });
    expect(removed).toMatchObject({ status: 200, body: { success: true, message: apiMessages.memberRemoved } });
    // A call that needs a body still says so.
    const empty = await t.call({ method: 'POST', url: '/api/auth/login', headers: json });
    expect(empty).toMatchObject({ status: 400, body: { success: false, message: apiMessages.invalidBody } });
  });

  it('refuses an oversized body with 413 and a JSON message', async () => {
    const { status, body } = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.co', password: 'x'.repeat(20_000) },
    });
    expect(status).toBe(413);
    expect(body).toEqual({ success: false, message: apiMessages.bodyTooLarge });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/api/nothing/here' });
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message: apiMessages.notFound });
  });

  it('sends security headers and allows CORS from PUBLIC_URL only', async () => {
    const ours = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: PUBLIC_URL } });
    expect(ours.headers['access-control-allow-origin']).toBe(PUBLIC_URL);
    expect(ours.headers['x-content-type-options']).toBe('nosniff');
    expect(ours.headers['content-security-policy']).toContain("default-src 'none'");
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(theirs.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets the site send its Idempotency-Key from its own origin, and read Retry-After (docs/API.md#idempotency)', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/team/createTeam',
      headers: {
        origin: PUBLIC_URL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, idempotency-key',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/)).toEqual(
      expect.arrayContaining(['authorization', 'content-type', 'idempotency-key']),
    );
    // And reads when to try again, and whether an answer is a replay.
    const call = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: PUBLIC_URL } });
    expect(String(call.headers['access-control-expose-headers']).toLowerCase().split(/,\s*/)).toEqual(
      expect.arrayContaining(['retry-after', 'idempotency-replayed']),
    );
  });

  it('refuses every call on another user’s records with 403', async () => {
    const owner = await signUp(t);
    const intruder = await signUp(t);
    const team = (
      await t.call({
        method: 'POST',
        url: '/api/auth/team/createTeam',
        token: owner.token,
        payload: { leader_id: owner.user._id, event: 'Mine_CS' },
      })
    ).body.team as { _id: string };
    const member: Account = await signUp(t);
    await t.call({
      method: 'POST',
      url: '/api/auth/team/addMembers',
      token: owner.token,
      payload: { team_id: team._id, memberEmail: member.email },
    });

    const attempts = [
      { method: 'GET', url: `/api/auth/updateUser/${owner.email}` },
      { method: 'GET', url: `/api/events/getEntry/${owner.user._id}` },
      { method: 'POST', url: '/api/events/addNewEntry', payload: { userId: owner.user._id, guess: 'Mine Digging' } },
      { method: 'GET', url: `/api/auth/team/getMyTeam/Mine_CS/${owner.user._id}` },
      { method: 'POST', url: '/api/auth/team/createTeam', payload: { leader_id: owner.user._id, event: 'Petro_CS' } },
      { method: 'POST', url: '/api/auth/team/addMembers', payload: { team_id: team._id, memberEmail: intruder.email } },
      { method: 'DELETE', url: `/api/auth/team/deleteMember/${team._id}/${member.user._id}` },
      { method: 'DELETE', url: `/api/auth/team/deleteMember/${team._id}/${owner.user._id}` },
    ] as const;
    for (const attempt of attempts) {
      const { status, body } = await t.call({ ...attempt, token: intruder.token });
      expect({ url: attempt.url, status }).toEqual({ url: attempt.url, status: 403 });
      expect(body.success).toBe(false);
    }
    // Nothing changed for the owner.
    const still = await t.call({
      method: 'GET',
      url: `/api/auth/team/getMyTeam/Mine_CS/${owner.user._id}`,
      token: owner.token,
    });
    expect(still.body.team).toMatchObject({ members: [{ _id: member.user._id }] });
  });

  it('asks for sign-in (401) before anything else on protected calls', async () => {
    for (const url of [`/api/events/getEntry/${UUID}`, `/api/auth/team/getMyTeam/Mine_CS/${UUID}`]) {
      expect(await t.call({ method: 'GET', url })).toMatchObject({
        status: 401,
        body: { message: messages.signInRequired },
      });
    }
  });
});

describe('rate limits', () => {
  const t = useTestApp('pglite');

  it('limits login attempts per e-mail with a 429 and a clear message', async () => {
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (await t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Wrong123' } })).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    const limited = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Wrong123' } });
    expect(limited).toMatchObject({ status: 429, body: { success: false, message: apiMessages.tooManyRequests } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another person behind the same address is not locked out.
    expect(
      (await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail(), password: 'x' } }))
        .status,
    ).toBe(401);
  });

  it('limits reset-link requests per address across many e-mails', async () => {
    // Sign-up's own calls have a campus-sized budget (docs/SECURITY.md#a-campus-signs-up-at-the-opening); the others
    // keep the budget of every limited call.
    const statuses: number[] = [];
    for (let i = 0; i <= PER_NETWORK.max; i += 1) {
      const payload = { email: uniqueEmail() };
      statuses.push((await t.call({ method: 'POST', url: '/api/auth/resetPassword', payload })).status);
    }
    expect(statuses.slice(0, PER_NETWORK.max).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('is off with RATE_LIMIT=off', async () => {
    const open = await createTestApp('pglite', { rateLimit: false });
    try {
      const email = uniqueEmail();
      for (let i = 0; i < 25; i += 1) {
        expect((await open.call({ method: 'GET', url: `/api/auth/checkEmail/${email}` })).status).toBe(200);
      }
    } finally {
      await open.close();
    }
  });
});
