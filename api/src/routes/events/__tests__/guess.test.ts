import { messages } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../../lib/api-messages';
import { guessesCsv } from '../../../exports/guesses';
import { createRepositories } from '../../../db/repositories';
import { signUp, type Account } from '../../../testing/accounts';
import { drivers } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

describe.each(drivers)('Guess The Theme on %s', (driver) => {
  const t = useTestApp(driver);

  const getEntry = (who: Account, userId = who.user._id) =>
    t.call({ method: 'GET', url: `/api/events/getEntry/${userId}`, token: who.token });
  const addEntry = (who: Account, guess: string, userId = who.user._id, fullName = 'Asha Rao') =>
    t.call({
      method: 'POST',
      url: '/api/events/addNewEntry',
      token: who.token,
      payload: { userId, guess, fullName },
    });

  it('keeps one entry per user and refuses a change', async () => {
    const player = await signUp(t);
    expect((await getEntry(player)).body).toMatchObject({ success: true, already: false, gtt: null });
    expect(await addEntry(player, 'Mine  Digging')).toMatchObject({
      status: 201,
      body: { success: true, message: apiMessages.guessSaved },
    });
    expect((await getEntry(player)).body).toMatchObject({
      success: true,
      already: true,
      gtt: { guess: 'Mine Digging', userId: player.user._id, fullName: 'Asha Rao' },
    });
    expect(await addEntry(player, 'Coal Theming')).toMatchObject({
      status: 409,
      body: { success: false, message: messages.guessChange },
    });
  });

  it('checks the word lengths', async () => {
    const player = await signUp(t);
    expect(await addEntry(player, 'Min Digging')).toMatchObject({
      status: 400,
      body: { message: messages.guessWord1 },
    });
    expect(await addEntry(player, 'Mine Dig')).toMatchObject({ status: 400, body: { message: messages.guessWord2 } });
    expect(await addEntry(player, 'Mine')).toMatchObject({ status: 400, body: { success: false } });
    expect((await getEntry(player)).body.already).toBe(false);
  });

  it('refuses to read or write another user’s entry', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    expect(await getEntry(other, owner.user._id)).toMatchObject({ status: 403, body: { success: false } });
    expect(await addEntry(other, 'Mine Digging', owner.user._id)).toMatchObject({
      status: 403,
      body: { success: false },
    });
    expect((await getEntry(owner)).body.already).toBe(false);
  });

  it('shows the entry under the account’s name, whatever name the entry carries', async () => {
    const player = await signUp(t, { firstName: 'Meera', lastName: 'Iyer' });
    expect(await addEntry(player, 'Rock Mineral', player.user._id, 'Somebody Else')).toMatchObject({ status: 201 });
    expect((await getEntry(player)).body).toMatchObject({ gtt: { fullName: 'Meera Iyer' } });
    // The organisers' export, too.
    const csv = await guessesCsv(createRepositories(t.db.database.db));
    expect(csv).toContain(`Meera Iyer,${player.email},Rock Mineral,`);
    expect(csv).not.toContain('Somebody Else');
    // A browser that sends no name at all is served the same.
    const quiet = await signUp(t, { firstName: 'Ravi', lastName: 'Das' });
    const { status } = await t.call({
      method: 'POST',
      url: '/api/events/addNewEntry',
      token: quiet.token,
      payload: { userId: quiet.user._id, guess: 'Coal Mineral' },
    });
    expect(status).toBe(201);
    expect((await getEntry(quiet)).body).toMatchObject({ gtt: { fullName: 'Ravi Das' } });
  });

  it('says in /api/docs that a fullName in the entry is ignored', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { post?: { requestBody: { content: Record<string, { schema: unknown }> } } }>;
    }>();
    const body = docs.paths['/api/events/addNewEntry']?.post?.requestBody.content['application/json']?.schema;
    expect(body).toMatchObject({ properties: { fullName: { description: expect.stringMatching(/^Ignored/) } } });
  });
});
