import { teamLinkMessages } from '@greatstep/shared/isomorphic';
import type { Executor } from '../db/database';
import type { TeamLinkKind, TeamLinkRow, TeamRow } from '../db/repositories';
import { addDays } from '../lib/clock';
import { apiMessages } from '../lib/api-messages';
import { BadInputError, ConflictError, NotFoundError, RateLimitedError, UnavailableError } from '../lib/domain-errors';
import { newToken, sha256 } from '../lib/tokens';
import type { MailMessage } from '../mail/mailer';
import { NO_RECORD, type AnswerRecord } from './answer-record';
import type { ServiceDeps } from './deps';

/** The leave link of an add notice outlives the fest's registration window; the panel's Leave works after that. */
export const LEAVE_LINK_DAYS = 30;
export const INVITATION_DAYS = 7;
/** A leader who presses Add again does not flood the person's inbox: one invitation mail per hour at most. */
export const INVITATION_RESEND_MINUTES = 60;
/**
 * The same for the notice of an add: a leader who adds, removes and adds one person again within the hour mails them
 * once. The link of that notice still takes them out of the team (it is not replaced).
 */
export const NOTICE_RESEND_MINUTES = 60;

/** Refuses a link that is not (or no longer) this token's, used, or past its expiry. */
export function assertUsableLink(
  link: TeamLinkRow | undefined,
  tokenHash: string,
  now: Date,
): asserts link is TeamLinkRow {
  // A newer link of the same kind replaces an older one's token.
  if (!link || link.tokenHash !== tokenHash) throw new NotFoundError(teamLinkMessages.linkInvalid);
  if (link.usedAt) throw new ConflictError(teamLinkMessages.linkUsed);
  if (link.expiresAt.getTime() <= now.getTime()) throw new BadInputError(teamLinkMessages.linkExpired);
}

/**
 * The links a team mails, and the invitation's mail: the leave link of an add notice and the invitation to rejoin.
 * The token in the mail is the only authority; the database keeps its hash.
 */
export function createTeamLinks({
  db,
  repos,
  clock,
  config,
  mailer,
}: Pick<ServiceDeps, 'db' | 'repos' | 'clock' | 'config' | 'mailer'>) {
  /** A new link of a kind for a team and person (replacing the older one); returns the address to mail. */
  async function issueLink(kind: TeamLinkKind, team: TeamRow, userId: string, days: number, tx: Executor) {
    const token = newToken();
    const now = clock();
    await repos.teamLinks.replace(
      { kind, teamId: team.id, userId, tokenHash: sha256(token), expiresAt: addDays(now, days), now },
      tx,
    );
    // Built from PUBLIC_URL only, like the reset link. The path opens a page that asks before it acts: mail
    // scanners fetch links, so a GET must never leave or join a team.
    const page = kind === 'leave' ? 'leave' : 'join';
    return `${config.publicUrl}/great-step/events/team/${page}/${token}`;
  }

  /**
   * Checks a mailed token and runs `act` with its link and team, both locked, in one transaction; the link is
   * then used up, and `record` told what `act` did. The team is locked before the link, in the order addMember takes
   * them, so the two never deadlock.
   */
  async function useLink<T>(
    kind: TeamLinkKind,
    token: string,
    act: (link: TeamLinkRow, team: TeamRow, tx: Executor) => Promise<T>,
    record: AnswerRecord<T> = NO_RECORD,
  ): Promise<T> {
    const tokenHash = sha256(token);
    const seen = await repos.teamLinks.findByTokenHash(tokenHash);
    if (!seen || seen.kind !== kind) throw new NotFoundError(teamLinkMessages.linkInvalid);
    return db.transaction(async (tx) => {
      const team = await repos.teams.findByIdForUpdate(seen.teamId, tx);
      const link = await repos.teamLinks.findByIdForUpdate(seen.id, tx);
      if (!team) throw new NotFoundError(teamLinkMessages.linkInvalid);
      assertUsableLink(link, tokenHash, clock());
      const result = await act(link, team, tx);
      await repos.teamLinks.markUsed(link.id, clock(), tx);
      await record.done(tx, result);
      return result;
    });
  }

  /**
   * Mailed after the invitation is committed, never inside the transaction: a mail server that stalls must not hold
   * the team row locked (and every call waiting on it). A mail that fails takes its invitation back, with what
   * `takeBack` adds (the call's stored answer) in the same transaction, so the leader's next Add tries again instead
   * of being told it was sent.
   */
  async function mailInvitation(
    team: TeamRow,
    memberId: string,
    invitation: MailMessage,
    takeBack: (tx: Executor) => Promise<void>,
  ): Promise<void> {
    try {
      await mailer.send(invitation);
    } catch (error) {
      await db.transaction(async (tx) => {
        await repos.teamLinks.remove('invite', team.id, memberId, tx);
        await takeBack(tx);
      });
      if (error instanceof RateLimitedError) throw error;
      throw new UnavailableError(apiMessages.mailFailed, { cause: error });
    }
  }

  return { issueLink, useLink, mailInvitation };
}
