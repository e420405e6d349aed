import { paymentMessages, teamLinkMessages } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../lib/api-messages';
import { newToken } from '../../lib/tokens';
import { signUp, signupBody, type Account } from '../../testing/accounts';
import { drivers, type TestApp } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';
import { createVictims, snapshot, VICTIM_EVENT, type Victims } from '../fuzz/victims';
import { apiRoutes, SUBJECT_FIELD } from './api-routes';

type Call = Parameters<TestApp['call']>[0];
type Answer = { status: number; body: Record<string, unknown> };

/** The victims (a team of two, a guess and a payment reference each) and an intruder holding a reset link. */
interface World extends Victims {
  intruder: Account;
  intruderResetToken: string;
}

const refused = (status: number, message: string): Answer => ({ status, body: { success: false, message } });

/**
 * For every call that names a user, a team, an entry or a link: that call made by another user about the victims'
 * records, and the answer docs/API.md documents for it. Mostly 403 (docs/API.md#ownership); the public calls give
 * the answer they give anyone, which tells no more than the call is meant to (an address is taken, a reset link
 * may have been mailed), and an unknown link is 404.
 */
const OTHER_USER_CALLS: Record<string, { call: (w: World) => Call; answer: Answer }> = {
  'POST /api/auth/login': {
    call: (w) => ({ method: 'POST', url: '/api/auth/login', payload: { email: w.leader.email, password: 'Guess123' } }),
    answer: refused(401, apiMessages.invalidLogin),
  },
  'GET /api/auth/checkEmail/:email': {
    call: (w) => ({ method: 'GET', url: `/api/auth/checkEmail/${encodeURIComponent(w.leader.email)}` }),
    answer: refused(409, apiMessages.emailTaken),
  },
  'GET /api/auth/checkMobile/:mobile': {
    call: (w) => ({ method: 'GET', url: `/api/auth/checkMobile/${encodeURIComponent(w.leader.user.mobile)}` }),
    answer: refused(409, apiMessages.mobileTaken),
  },
  'POST /api/auth/sendEmail': {
    call: (w) => ({ method: 'POST', url: '/api/auth/sendEmail', payload: { email: w.leader.email } }),
    answer: refused(409, apiMessages.emailTaken),
  },
  // No code can exist for a registered address (sendEmail refuses it), so nobody can sign up over an account.
  'POST /api/auth/register': {
    call: (w) => ({ method: 'POST', url: '/api/auth/register', payload: signupBody(w.leader.email, '12345') }),
    answer: refused(400, apiMessages.codeMissing),
  },
  // The same answer as for any address (docs/API.md#password-reset-links); the link goes to the owner only.
  'POST /api/auth/resetPassword': {
    call: (w) => ({
      method: 'POST',
      url: '/api/auth/resetPassword',
      payload: { email: w.leader.email, url: 'https://evil.example' },
    }),
    answer: { status: 200, body: { success: true, message: apiMessages.resetSent } },
  },
  'POST /api/auth/checkResetLink': {
    call: (w) => ({
      method: 'POST',
      url: '/api/auth/checkResetLink',
      payload: { email: w.leader.email, token: w.intruderResetToken },
    }),
    answer: { status: 200, body: { success: true, usable: false, message: apiMessages.resetInvalid } },
  },
  // The intruder's own live link, aimed at the victim's account.
  'PUT /api/auth/changePassword': {
    call: (w) => ({
      method: 'PUT',
      url: '/api/auth/changePassword',
      payload: { email: w.leader.email, token: w.intruderResetToken, newPassword: 'Taken456' },
    }),
    answer: refused(400, apiMessages.resetInvalid),
  },
  'GET /api/auth/updateUser/:email': {
    call: (w) => ({ method: 'GET', url: `/api/auth/updateUser/${encodeURIComponent(w.leader.email)}` }),
    answer: refused(403, apiMessages.notYourAccount),
  },
  'GET /api/auth/team/getMyTeam/:event/:userId': {
    call: (w) => ({ method: 'GET', url: `/api/auth/team/getMyTeam/${VICTIM_EVENT}/${w.leader.user._id}` }),
    answer: refused(403, apiMessages.notYourAccount),
  },
  'POST /api/auth/team/createTeam': {
    call: (w) => ({
      method: 'POST',
      url: '/api/auth/team/createTeam',
      payload: { leader_id: w.leader.user._id, event: 'Mine_CS' },
    }),
    answer: refused(403, apiMessages.notYourAccount),
  },
  'POST /api/auth/team/addMembers': {
    call: (w) => ({
      method: 'POST',
      url: '/api/auth/team/addMembers',
      payload: { team_id: w.teamId, memberEmail: w.intruder.email },
    }),
    answer: refused(403, apiMessages.onlyLeader),
  },
  'DELETE /api/auth/team/deleteMember/:teamId/:memberId': {
    call: (w) => ({ method: 'DELETE', url: `/api/auth/team/deleteMember/${w.teamId}/${w.member.user._id}` }),
    answer: refused(403, apiMessages.onlyLeader),
  },
  // The mailed token is the authority (docs/API.md#teams): one the caller was not mailed is no link at all.
  'POST /api/auth/team/linkDetails': {
    call: () => ({ method: 'POST', url: '/api/auth/team/linkDetails', payload: { token: newToken() } }),
    answer: refused(404, teamLinkMessages.linkInvalid),
  },
  'POST /api/auth/team/leaveByLink': {
    call: () => ({ method: 'POST', url: '/api/auth/team/leaveByLink', payload: { token: newToken() } }),
    answer: refused(404, teamLinkMessages.linkInvalid),
  },
  'POST /api/auth/team/acceptInvite': {
    call: () => ({ method: 'POST', url: '/api/auth/team/acceptInvite', payload: { token: newToken() } }),
    answer: refused(404, teamLinkMessages.linkInvalid),
  },
  'GET /api/events/getEntry/:userId': {
    call: (w) => ({ method: 'GET', url: `/api/events/getEntry/${w.leader.user._id}` }),
    answer: refused(403, apiMessages.notYourAccount),
  },
  'POST /api/events/addNewEntry': {
    call: (w) => ({
      method: 'POST',
      url: '/api/events/addNewEntry',
      payload: { userId: w.leader.user._id, guess: 'Mine Digging' },
    }),
    answer: refused(403, apiMessages.notYourAccount),
  },
  // The victim's reference, as createVictims entered it.
  'PUT /api/payment/reference': {
    call: () => ({ method: 'PUT', url: '/api/payment/reference', payload: { reference: '400000000001' } }),
    answer: refused(409, paymentMessages.referenceTaken),
  },
  'POST /api/organisers/payments/:userId/verify': {
    call: (w) => ({
      method: 'POST',
      url: `/api/organisers/payments/${w.leader.user._id}/verify`,
      payload: { reference: '400000000001' },
    }),
    answer: refused(403, apiMessages.organisersOnly),
  },
  'POST /api/organisers/payments/:userId/reject': {
    call: (w) => ({
      method: 'POST',
      url: `/api/organisers/payments/${w.leader.user._id}/reject`,
      payload: { reason: 'Not in our statement', reference: '400000000001' },
    }),
    answer: refused(403, apiMessages.organisersOnly),
  },
};

// Ownership as a table, checked against the app's own routes.
describe.each(drivers)('calls about another user’s records on %s', (driver) => {
  const t = useTestApp(driver);

  let world: World;
  let before: unknown;
  beforeAll(async () => {
    const victims = await createVictims(t);
    const intruder = await signUp(t, { firstName: 'Ivan', lastName: 'Intruder' });
    await t.call({ method: 'POST', url: '/api/auth/resetPassword', payload: { email: intruder.email } });
    const intruderResetToken = /changePassword\/[^/\s]+\/([\w-]+)/.exec(t.mailer.lastTo(intruder.email)?.text ?? '');
    if (!intruderResetToken?.[1]) throw new Error('no reset link was mailed to the intruder');
    world = { ...victims, intruder, intruderResetToken: intruderResetToken[1] };
    before = await snapshot(t, victims);
  });

  it('has a case for every route naming a user, team, entry or link, and none for a route gone', async () => {
    const routes = await apiRoutes(t.app);
    // A route missing from the reference would hide its body fields from this check.
    expect(routes.filter((route) => !route.documented).map((route) => route.name)).toEqual([]);
    const naming = routes.filter((route) => route.fields.some((field) => SUBJECT_FIELD.test(field)));
    const listed = Object.keys(OTHER_USER_CALLS);
    expect(naming.map((route) => route.name).filter((name) => !listed.includes(name))).toEqual([]);
    // Each row is a route that names someone: a row whose route is gone, or whose fields were not read, shows here.
    expect(listed.filter((name) => !naming.some((route) => route.name === name))).toEqual([]);
  });

  it.each(Object.entries(OTHER_USER_CALLS))('%s by another user: the documented answer', async (_name, spec) => {
    const { status, body } = await t.call({ ...spec.call(world), token: world.intruder.token });
    expect({ status, body }).toEqual(spec.answer);
  });

  it('leaves the victims’ profiles, team, guesses, references and sessions as they were', async () => {
    expect(await snapshot(t, world)).toEqual(before);
    // The reset link asked for above went to the owner, never to the intruder who asked.
    expect(t.mailer.lastTo(world.leader.email)?.text).toContain('/changePassword/');
    expect(t.mailer.lastTo(world.intruder.email)?.text).toContain(world.intruderResetToken);
  });
});
