import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Pool } from 'pg';
import type { CatalogueEvent } from '@greatstep/shared/isomorphic';
import type { Account } from '../../testing/accounts';
import type { CallMethod, CallOptions, TimedCall } from './calls';

/*
 * A checked write load, as the site's own client sends it: every press of a button that changes something carries an
 * Idempotency-Key, and a press whose call failed (no answer, a 5xx, a 409 "still running" with Retry-After) is sent
 * again with the same key until it gets an answer, as a person pressing again would. Afterwards each press is looked
 * up in the database: one answered as done must be there once (else lost, or duplicated), one answered as failed must
 * not be there at all (else a ghost). Beside the presses, reads and pages that need nothing that fails.
 */

type Call = (method: CallMethod, url: string, options?: CallOptions) => Promise<TimedCall>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a press is sent again before it counts as failed: past the API's hold on a key (15 s) and nginx's 20 s. */
const PRESS_DEADLINE_MS = 45_000;

export interface Press {
  kind: 'team' | 'member';
  key: string;
  leader: string;
  event: string;
  /** The team a member press adds to; a team press's own, once answered. */
  team?: string;
  member?: string;
  /** Every send of the press, in order; the last is its answer. */
  sends: TimedCall[];
  done: boolean;
}

/** Whether an answer asks for the same press again: none came, the server failed, or the key's first call still runs. */
const again = (answer: TimedCall) =>
  answer.status === 0 || answer.status >= 500 || (answer.status === 409 && answer.retryAfter !== undefined);

/** Sends a press until it is answered, or the deadline passes. */
async function press(
  call: Call,
  method: CallMethod,
  url: string,
  options: CallOptions & { key: string },
): Promise<TimedCall[]> {
  const sends: TimedCall[] = [];
  const deadline = performance.now() + PRESS_DEADLINE_MS;
  for (;;) {
    const answer = await call(method, url, { ...options, headers: { 'idempotency-key': options.key } });
    sends.push(answer);
    if (!again(answer) || performance.now() > deadline) return sends;
    await sleep(answer.retryAfter ? Number(answer.retryAfter) * 1000 : 250);
  }
}

export interface LoadPlan {
  call: Call;
  /** A leader and a member each: one worker per pair. */
  pairs: readonly [Account, Account][];
  events: readonly CatalogueEvent[];
  /** The pause between one press's answer and the next press of a pair, so the presses span the fault. */
  pauseMs: number;
  /** Reads and pages made beside the presses, by each of this many readers, one after the other. */
  readers: number;
  reads: (n: number) => Promise<TimedCall>;
}

export interface CheckedLoad {
  presses: Press[];
  /** The reads and pages made beside them. */
  reads: TimedCall[];
  /** Stops starting presses and reads, and resolves once every press under way has its answer. */
  stop: () => Promise<void>;
}

export function startCheckedLoad(plan: LoadPlan): CheckedLoad {
  const presses: Press[] = [];
  const reads: TimedCall[] = [];
  let running = true;
  const worker = async ([leader, member]: [Account, Account]) => {
    for (const event of plan.events) {
      if (!running || !event.key) return;
      await sleep(plan.pauseMs);
      const team: Press = {
        kind: 'team',
        key: randomUUID(),
        leader: leader.user._id,
        event: event.key,
        sends: [],
        done: false,
      };
      presses.push(team);
      team.sends = await press(plan.call, 'POST', '/api/auth/team/createTeam', {
        token: leader.token,
        payload: { leader_id: leader.user._id, event: event.key },
        key: team.key,
      });
      const created = team.sends.at(-1);
      team.done = created?.status === 201;
      team.team = (created?.body.team as { _id?: string } | undefined)?._id;
      if (!team.done || !team.team) continue;
      const add: Press = {
        kind: 'member',
        key: randomUUID(),
        leader: leader.user._id,
        event: event.key,
        team: team.team,
        member: member.user._id,
        sends: [],
        done: false,
      };
      presses.push(add);
      await sleep(plan.pauseMs);
      add.sends = await press(plan.call, 'POST', '/api/auth/team/addMembers', {
        token: leader.token,
        payload: { team_id: team.team, memberEmail: member.email },
        key: add.key,
      });
      add.done = add.sends.at(-1)?.status === 200;
    }
  };
  const reader = async (offset: number) => {
    for (let n = offset; running; n += plan.readers) reads.push(await plan.reads(n));
  };
  const work = Promise.all([
    ...plan.pairs.map((pair) => worker(pair)),
    ...Array.from({ length: plan.readers }, (_, n) => reader(n)),
  ]);
  return {
    presses,
    reads,
    stop: async () => {
      running = false;
      await work;
    },
  };
}

export interface PressFigures {
  presses: number;
  done: number;
  failed: number;
  /** Presses sent more than once before their answer. */
  sentAgain: number;
  /** Answers given again from the first call's (Idempotency-Replayed). */
  replayed: number;
  lost: Press[];
  duplicated: Press[];
  ghosts: Press[];
}

/** Each press looked up in the database, as docs/DEPLOY.md counts lost, duplicated and ghost writes. */
export async function checkPresses(db: Pool, presses: readonly Press[]): Promise<PressFigures> {
  const teams = await db.query<{ id: string; leader: string; event: string }>(
    'SELECT id::text, leader_id::text AS leader, event FROM teams WHERE leader_id = ANY($1::uuid[])',
    [[...new Set(presses.map((one) => one.leader))]],
  );
  const members = await db.query<{ team: string; member: string }>(
    'SELECT team_id::text AS team, user_id::text AS member FROM team_members WHERE team_id = ANY($1::uuid[])',
    [teams.rows.map((row) => row.id)],
  );
  const lost: Press[] = [];
  const duplicated: Press[] = [];
  const ghosts: Press[] = [];
  for (const one of presses) {
    const found =
      one.kind === 'team'
        ? teams.rows.filter((row) => row.leader === one.leader && row.event === one.event).map((row) => row.id)
        : members.rows.filter((row) => row.team === one.team && row.member === one.member).map((row) => row.team);
    if (one.done && found.length === 0) lost.push(one);
    else if (one.done && (found.length > 1 || (one.kind === 'team' && found[0] !== one.team))) duplicated.push(one);
    else if (!one.done && found.length > 0) ghosts.push(one);
  }
  return {
    presses: presses.length,
    done: presses.filter((one) => one.done).length,
    failed: presses.filter((one) => !one.done).length,
    sentAgain: presses.filter((one) => one.sends.length > 1).length,
    replayed: presses.filter((one) => one.sends.some((send) => send.replayed)).length,
    lost,
    duplicated,
    ghosts,
  };
}

export function pressText(figures: PressFigures): string {
  return (
    `${figures.presses} keyed presses (${figures.done} done, ${figures.failed} answered as failed, ` +
    `${figures.sentAgain} sent again, ${figures.replayed} answered from the first call): ` +
    `${figures.lost.length} lost, ${figures.duplicated.length} duplicated, ${figures.ghosts.length} ghost writes`
  );
}
