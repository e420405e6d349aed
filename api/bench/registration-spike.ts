import { randomUUID } from 'node:crypto';
import { findEventByKey, teamSizeOf } from '@greatstep/shared/isomorphic';
import type { BenchDatabase } from './bench-database';
import { callApi, mapLimit, type CallResult } from './http';
import { createOutboxReader } from './outbox';

export const PASSWORD = 'Bench123';
const TEAM_FULL = 'Team is full';

export interface SpikeOptions {
  baseUrl: string;
  outboxDir: string;
  database: BenchDatabase;
  event: string;
  teams: number;
  /** Adds beyond the teams' sizes, which the server must refuse with 'Team is full'. */
  extraAdds: number;
  concurrency: number;
}

interface Account {
  id: string;
  email: string;
  token: string;
}

export interface SpikeResult {
  signUps: { count: number; ms: number; errors: number };
  logins: { count: number; ms: number; errors: number };
  teams: {
    created: number;
    createErrors: number;
    adds: number;
    added: number;
    refusedFull: number;
    unexpected: number;
    ms: number;
    size: number;
    overshot: number;
    full: number;
  };
  /** Every add sent again at once with its key, as by clients whose answers were lost (docs/API.md#idempotency). */
  repeats: { count: number; replayed: number; sameAnswer: number; ms: number; overshot: number };
  /** The first few unexpected answers, to say what went wrong. */
  problems: string[];
  leaders: Account[];
}

const describe = (step: string, answer: CallResult) =>
  `${step}: ${answer.status} ${typeof answer.body.message === 'string' ? answer.body.message : ''}`;

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/**
 * The opening hour of registration: everyone signs up through the real flow (code by mail), the leaders create
 * their teams, then every add fires at once, a few more than the teams can hold. Every call that changes something
 * carries a key, as the site sends them; then every add is sent again with its key, as by clients whose answers were
 * lost, and must be answered from the store.
 */
export async function registrationSpike(options: SpikeOptions): Promise<SpikeResult> {
  const { baseUrl, event } = options;
  const catalogued = findEventByKey(event);
  if (!catalogued) throw new Error(`${event} is not in the catalogue`);
  const size = teamSizeOf(catalogued);
  const problems: string[] = [];
  const problem = (text: string) => {
    if (problems.length < 5) problems.push(text);
  };
  const outbox = createOutboxReader(options.outboxDir);
  const people = Array.from({ length: options.teams * size + options.extraAdds }, (_, i) => ({
    email: `bench${i}@example.com`,
    mobile: `9${String(i).padStart(9, '0')}`,
  }));

  let started = Date.now();
  const signedUp = await mapLimit(people, options.concurrency, async ({ email, mobile }, i) => {
    const sent = await callApi(baseUrl, 'POST', '/api/auth/sendEmail', { body: { email }, key: randomUUID() });
    if (sent.status !== 200) {
      problem(describe('sendEmail', sent));
      return false;
    }
    const code = await outbox.codeFor(email);
    const body = {
      email,
      password: PASSWORD,
      cpassword: PASSWORD,
      referral: '',
      firstName: 'Bench',
      lastName: `Person ${i}`,
      college: 1,
      otherCollege: '',
      year: '2026',
      mobile,
      code,
    };
    const registered = await callApi(baseUrl, 'POST', '/api/auth/register', { body, key: randomUUID() });
    if (registered.status !== 201) problem(describe('register', registered));
    return registered.status === 201;
  });
  const signUps = { count: people.length, ms: Date.now() - started, errors: signedUp.filter((ok) => !ok).length };

  const leaderPeople = people.slice(0, options.teams);
  started = Date.now();
  const loggedIn = await mapLimit(leaderPeople, options.concurrency, async ({ email }) => {
    const answer = await callApi(baseUrl, 'POST', '/api/auth/login', { body: { email, password: PASSWORD } });
    if (answer.status !== 200) {
      problem(describe('login', answer));
      return undefined;
    }
    const user = answer.body.user as { _id: string };
    return { id: user._id, email, token: String(answer.body.token) };
  });
  const leaders = loggedIn.filter((account): account is Account => account !== undefined);
  const logins = { count: leaderPeople.length, ms: Date.now() - started, errors: leaderPeople.length - leaders.length };

  started = Date.now();
  const created = await Promise.all(
    leaders.map(async (leader) => {
      const answer = await callApi(baseUrl, 'POST', '/api/auth/team/createTeam', {
        token: leader.token,
        body: { leader_id: leader.id, event },
        key: randomUUID(),
      });
      if (answer.status !== 201) {
        problem(describe('createTeam', answer));
        return undefined;
      }
      return { leader, teamId: (answer.body.team as { _id: string })._id };
    }),
  );
  const teams = created.filter((team) => team !== undefined);

  // Members of team t are people teams + t*(size-1) …; the extras go one each to the first teams.
  const members = people.slice(options.teams, options.teams + options.teams * (size - 1));
  const extras = people.slice(options.teams + members.length);
  const adds = shuffle([
    ...teams.flatMap((team, t) =>
      members.slice(t * (size - 1), (t + 1) * (size - 1)).map((member) => ({ team, member, key: randomUUID() })),
    ),
    ...extras.map((member, e) => ({ team: teams[e % teams.length], member, key: randomUUID() })),
  ]);
  const sendAdds = (): Promise<CallResult[]> =>
    Promise.all(
      adds.map(({ team, member, key }) =>
        team
          ? callApi(baseUrl, 'POST', '/api/auth/team/addMembers', {
              token: team.leader.token,
              body: { team_id: team.teamId, memberEmail: member.email },
              key,
            })
          : Promise.resolve({ status: 0, body: { message: 'no team' } }),
      ),
    );
  const answers = await sendAdds();
  const ms = Date.now() - started;
  const added = answers.filter((answer) => answer.status === 200).length;
  const refusedFull = answers.filter((answer) => answer.status === 409 && answer.body.message === TEAM_FULL).length;
  for (const answer of answers)
    if (answer.status !== 200 && answer.body.message !== TEAM_FULL) problem(describe('addMembers', answer));

  // The database is the judge: no team may hold more than the event allows, whatever the answers said.
  const counts = await options.database.teamSizes(event);

  // Only the successes are stored: a refusal ('Team is full') is judged again, and refused again.
  started = Date.now();
  const again = await sendAdds();
  const repeatMs = Date.now() - started;
  const stored = answers.map((answer) => answer.status >= 200 && answer.status < 300);
  const countsAfter = await options.database.teamSizes(event);
  return {
    signUps,
    logins,
    teams: {
      created: teams.length,
      createErrors: leaders.length - teams.length,
      adds: adds.length,
      added,
      refusedFull,
      unexpected: answers.length - added - refusedFull,
      ms,
      size,
      overshot: counts.filter((people) => people > size).length,
      full: counts.filter((people) => people === size).length,
    },
    repeats: {
      count: again.length,
      replayed: again.filter((answer, i) => answer.replayed === true && stored[i]).length,
      sameAnswer: again.filter(
        (answer, i) => answer.status === answers[i]?.status && answer.body.message === answers[i]?.body.message,
      ).length,
      ms: repeatMs,
      overshot: countsAfter.filter((people) => people > size).length,
    },
    problems,
    leaders,
  };
}
