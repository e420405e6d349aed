import type { Tx } from '../db/database';
import type { PublicUserRow, SessionUser } from '../db/repositories';
import { apiMessages, releaserMessages } from '../lib/api-messages';
import { ConflictError, NotFoundError } from '../lib/domain-errors';
import { REMOTE_NAMES, type RemoteName } from '../site/remote-names';
import { auditEntry, type Actor } from './actor';
import type { ServiceDeps } from './deps';
import { remoteMessages } from './remote-releases-service';

type RoleAction = 'role.grant' | 'role.revoke' | 'releaser.grant' | 'releaser.revoke';

/** An account and the remotes it may release after a change of its release role. */
export interface ReleaserChange {
  account: PublicUserRow;
  remotes: string[];
}

/**
 * The roles (docs/API.md#organisers, docs/API.md#releasers): an organiser may do everything the organisers' calls do;
 * a releaser may release one remote and nothing else. Granted and revoked by the command line only, never by a call
 * of the API; each change is recorded like an organiser's action and holds from the account's next call.
 */
export function createRolesService({ db, repos, clock }: ServiceDeps) {
  /** Runs `change` on the account's locked row, refusing an unknown address. */
  const onAccount = <T>(email: string, change: (before: PublicUserRow, tx: Tx) => Promise<T>) =>
    db.transaction(async (tx) => {
      const before = await repos.users.lockAccount({ email }, tx);
      if (!before) throw new NotFoundError(apiMessages.accountNotFound);
      return change(before, tx);
    });

  return {
    /** Grants or revokes the organiser role; a revoke refuses the account's very next organisers' call. */
    setOrganiser(actor: Actor, email: string, organiser: boolean): Promise<PublicUserRow> {
      const action: RoleAction = organiser ? 'role.grant' : 'role.revoke';
      const role = organiser ? 'organiser' : 'student';
      return onAccount(email, async (before, tx) => {
        if (before.role === role)
          throw new ConflictError(organiser ? apiMessages.alreadyOrganiser : apiMessages.notOrganiser);
        const after = await repos.users.setRole(before.id, role, tx);
        await repos.audit.record(
          auditEntry(actor, action, after, { before: { role: before.role }, after: { role: after.role }, at: clock() }),
          tx,
        );
        return after;
      });
    },

    /** Lets the account release `remote`, or no longer; a revoke refuses its very next release call. */
    setReleaser(actor: Actor, email: string, remoteName: string, granted: boolean): Promise<ReleaserChange> {
      if (!REMOTE_NAMES.includes(remoteName)) throw new NotFoundError(remoteMessages.unknownRemote(remoteName));
      const remote: RemoteName = remoteName;
      return onAccount(email, async (account, tx) => {
        const before = await repos.releasers.remotesOf(account.id, tx);
        const at = clock();
        const changed = granted
          ? await repos.releasers.grant(account.id, remote, at, tx)
          : await repos.releasers.revoke(account.id, remote, tx);
        if (!changed)
          throw new ConflictError(
            granted ? releaserMessages.alreadyReleaser(remote) : releaserMessages.notReleaser(remote),
          );
        const remotes = await repos.releasers.remotesOf(account.id, tx);
        const action: RoleAction = granted ? 'releaser.grant' : 'releaser.revoke';
        await repos.audit.record(
          auditEntry(actor, action, account, { before: { releases: before }, after: { releases: remotes }, at }),
          tx,
        );
        return { account, remotes };
      });
    },

    /** The remotes the user may release now, read afresh on every call: every one for an organiser. */
    async releasableBy(user: SessionUser): Promise<readonly string[]> {
      if (user.role === 'organiser') return REMOTE_NAMES;
      return repos.releasers.remotesOf(user.id);
    },
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
