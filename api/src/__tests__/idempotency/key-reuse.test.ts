import { apiMessages } from '../../lib/api-messages';
import { signUp, type Account } from '../../testing/accounts';
import { newKey } from '../../testing/keyed-calls';
import { drivers } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

/* A key is one press's (docs/API.md#idempotency): sent with anything else, or being no key at all, it is refused. */
describe.each(drivers)('an Idempotency-Key sent with another call on %s', (driver) => {
  const t = useTestApp(driver);
  let leader: Account;
  let other: Account;
  beforeAll(async () => {
    [leader, other] = [await signUp(t), await signUp(t)];
  });

  const createTeam = (who: Account, event: string, key: string) =>
    t.call({
      method: 'POST',
      url: '/api/auth/team/createTeam',
      token: who.token,
      headers: { 'idempotency-key': key },
      payload: { leader_id: who.user._id, event },
    });
  const reused = { status: 422, body: { success: false, message: apiMessages.idempotencyKeyReused } };

  it('is refused (422) with another body, another path or another person, and does nothing', async () => {
    const key = newKey();
    expect((await createTeam(leader, 'Mineac', key)).status).toBe(201);
    expect(await createTeam(leader, 'Mine_CS', key)).toMatchObject(reused);
    expect(
      await t.call({
        method: 'POST',
        url: '/api/events/addNewEntry',
        token: leader.token,
        headers: { 'idempotency-key': key },
        payload: { userId: leader.user._id, guess: 'mine geology' },
      }),
    ).toMatchObject(reused);
    // Another person's key answers nothing of theirs, even for the same call.
    expect(await createTeam(other, 'Mineac', key)).toMatchObject(reused);
    const teams = await t.call({ method: 'GET', url: '/api/auth/team/myTeams', token: other.token });
    expect(teams.body.teams).toEqual([]);
    expect(
      (await t.call({ method: 'GET', url: `/api/events/getEntry/${leader.user._id}`, token: leader.token })).body,
    ).toMatchObject({ already: false });
  });

  it.each([
    ['too short', 'abc123'],
    ['too long', 'k'.repeat(65)],
    ['odd characters', 'a key with spaces in it'],
    ['two keys', `${newKey()}, ${newKey()}`],
    ['half quoted', `"${newKey()}`],
  ])('is refused (400) when it is no key: %s', async (_case, key) => {
    expect(await createTeam(leader, 'Quiz_Spiel', key)).toMatchObject({
      status: 400,
      body: { success: false, message: apiMessages.badIdempotencyKey },
    });
    // Before its session is looked at too, on logout.
    expect(
      await t.call({
        method: 'POST',
        url: '/api/auth/logout',
        token: leader.token,
        headers: { 'idempotency-key': key },
      }),
    ).toMatchObject({ status: 400, body: { message: apiMessages.badIdempotencyKey } });
  });

  it("takes the draft's quoted form as the same key", async () => {
    const key = newKey();
    const made = await createTeam(leader, 'Quiz_Spiel', key);
    expect(made.status).toBe(201);
    expect(await createTeam(leader, 'Quiz_Spiel', `"${key}"`)).toMatchObject({
      status: 201,
      body: made.body,
      headers: { 'idempotency-replayed': 'true' },
    });
  });
});
