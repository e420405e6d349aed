import { performance } from 'node:perf_hooks';
import type { Pool } from 'pg';
import type { CatalogueEvent } from '@greatstep/shared/isomorphic';
import { sha256 } from '../../lib/tokens';
import { PASSWORD, type Account } from '../../testing/accounts';
import type { CallMethod, CallOptions, TimedCall } from './calls';

/** What a call answered 2xx has written, so it must be in the database. */
export type Write =
  { kind: 'session'; token: string } | { kind: 'team'; id: string } | { kind: 'member'; team: string; user: string };

export type LoadCall = TimedCall & { write?: Write };

type Call = (method: CallMethod, url: string, options?: CallOptions) => Promise<TimedCall>;

/**
 * A leader signing in and registering a team for one event after another, adding `member` to each, and reading it
 * back: until the events or the time run out. Every call lands in `calls`.
 */
export async function signInsAndTeams(options: {
  call: Call;
  leader: Account;
  member: Account;
  events: readonly CatalogueEvent[];
  until: number;
  calls: LoadCall[];
}): Promise<void> {
  const { call, leader, member, calls } = options;
  for (const event of options.events) {
    if (performance.now() > options.until) return;
    const login = await call('POST', '/api/auth/login', { payload: { email: leader.email, password: PASSWORD } });
    const token = typeof login.body.token === 'string' ? login.body.token : leader.token;
    calls.push({ ...login, write: login.status === 200 ? { kind: 'session', token } : undefined });

    const created = await call('POST', '/api/auth/team/createTeam', {
      token,
      payload: { leader_id: leader.user._id, event: event.key },
    });
    const team = (created.body.team as { _id?: string } | undefined)?._id;
    calls.push({ ...created, write: created.status === 201 && team ? { kind: 'team', id: team } : undefined });
    if (created.status !== 201 || !team) continue;

    const added = await call('POST', '/api/auth/team/addMembers', {
      token,
      payload: { team_id: team, memberEmail: member.email },
    });
    calls.push({ ...added, write: added.status === 200 ? { kind: 'member', team, user: member.user._id } : undefined });
    calls.push(await call('GET', `/api/auth/team/getMyTeam/${event.key}/${leader.user._id}`, { token }));
  }
}

/** The writes not found in the database, read there directly (a session by its token's hash, as the API keeps it). */
export async function missingWrites(db: Pool, writes: readonly Write[]): Promise<Write[]> {
  const hashes = writes.flatMap((write) => (write.kind === 'session' ? [sha256(write.token)] : []));
  const teams = writes.flatMap((write) => {
    if (write.kind === 'team') return [write.id];
    return write.kind === 'member' ? [write.team] : [];
  });
  const sessions = await db.query<{ token_hash: string }>(
    'SELECT token_hash FROM sessions WHERE token_hash = ANY($1)',
    [hashes],
  );
  const storedTeams = await db.query<{ id: string }>('SELECT id::text FROM teams WHERE id = ANY($1::uuid[])', [teams]);
  const members = await db.query<{ pair: string }>(
    "SELECT team_id || '/' || user_id AS pair FROM team_members WHERE team_id = ANY($1::uuid[])",
    [teams],
  );
  const found = new Set([
    ...sessions.rows.map((row) => row.token_hash),
    ...storedTeams.rows.map((row) => row.id),
    ...members.rows.map((row) => row.pair),
  ]);
  return writes.filter((write) => {
    if (write.kind === 'session') return !found.has(sha256(write.token));
    if (write.kind === 'team') return !found.has(write.id);
    return !found.has(`${write.team}/${write.user}`);
  });
}
