import { paymentMessages, sameReference, type PaymentState, type User } from '@greatstep/shared/isomorphic';
import { isUniqueViolation } from '../db/errors';
import { REFERENCE_TAKEN, type AccountTarget, type PaymentDecision, type PublicUserRow } from '../db/repositories';
import { apiMessages } from '../lib/api-messages';
import { ConflictError, NotFoundError } from '../lib/domain-errors';
import type { Tx } from '../db/database';
import type { MailMessage } from '../mail/mailer';
import { paymentRejectedMail, paymentVerifiedMail } from '../mail/templates';
import { auditEntry, type Actor } from './actor';
import { NO_RECORD, type AnswerRecord } from './answer-record';
import type { ServiceDeps } from './deps';
import { toUserView } from './user-view';

export type PaymentAction = 'payment.verify' | 'payment.reject' | 'payment.unverify';

/** What the audit keeps of an account's payment, before and after a change. */
const snapshot = (row: PublicUserRow) => ({
  state: row.paymentState,
  reference: row.paymentReference,
  rejectionReason: row.paymentRejectionReason,
});

/** Why a decision cannot be taken on a payment in this state. */
const refusalFor = (state: PaymentState, action: PaymentAction): string => {
  if (state === 'verified') return apiMessages.paymentAlreadyVerified;
  if (state === 'rejected') return apiMessages.paymentAlreadyRejected;
  return action === 'payment.unverify' ? apiMessages.paymentNotVerified : apiMessages.paymentNothingToReject;
};

/**
 * Which states each decision starts from (docs/PRODUCT.md#payment-states). A verify takes an unpaid account too (a
 * fee paid at the desk has no reference), never a rejected one: then a verify and a reject of the same pending
 * payment can never both succeed, whichever comes first.
 */
const FROM: Record<PaymentAction, readonly PaymentState[]> = {
  'payment.verify': ['unpaid', 'pending'],
  'payment.reject': ['pending'],
  'payment.unverify': ['verified'],
};

export interface DecisionOutcome {
  account: PublicUserRow;
  /** False when the decision stands but its mail to the student could not be sent. */
  mailed: boolean;
}

export function createPaymentsService({ db, repos, clock, mailer, config, log }: ServiceDeps) {
  /**
   * One decision in one transaction: the account's row locked, its state and reference checked, the conditional
   * update and the audit record. Of two decisions on one payment the second waits for the first and then finds the
   * state changed. `decided`: the reference the organiser looked at (null: none, paid at the desk); a student's new
   * reference takes the same lock (submitReference), so one entered after the organiser's look is refused here
   * rather than decided on unseen (docs/API.md#organisers). `settled` runs in the transaction once the decision is made.
   */
  async function decide(
    actor: Actor,
    target: AccountTarget,
    action: PaymentAction,
    next: (before: PublicUserRow) => PaymentDecision,
    decided?: { reference: string | null },
    settled: (after: PublicUserRow, tx: Tx) => Promise<void> = () => Promise.resolve(),
  ): Promise<PublicUserRow> {
    return db.transaction(async (tx) => {
      const before = await repos.users.lockAccount(target, tx);
      if (!before) throw new NotFoundError(apiMessages.accountNotFound);
      const from = FROM[action];
      if (!from.includes(before.paymentState)) throw new ConflictError(refusalFor(before.paymentState, action));
      if (decided && !sameReference(before.paymentReference, decided.reference))
        throw new ConflictError(paymentMessages.referenceChanged);
      const at = clock();
      const after = await repos.payments.decide(before.id, from, before.paymentReference, next(before), at, tx);
      if (!after) throw new ConflictError(refusalFor(before.paymentState, action));
      await repos.audit.record(
        auditEntry(actor, action, after, { before: snapshot(before), after: snapshot(after), at }),
        tx,
      );
      await settled(after, tx);
      return after;
    });
  }

  /**
   * Sent once the decision is committed, never inside its transaction: a stalled mail server must not hold the row.
   * A mail that fails leaves the decision standing; the caller is told, and the student sees it on the profile.
   */
  async function mail(message: MailMessage): Promise<boolean> {
    try {
      await mailer.send(message);
      return true;
    } catch (error) {
      log.error({ err: error, to: message.to }, 'payment mail failed');
      return false;
    }
  }

  /**
   * A decision's call stores its answer with the decision as not mailed (docs/API.md#idempotency): what stays true
   * should the mail never go. Once it has gone the stored answer says so; a failure to say so changes nothing else.
   */
  const recordedNotMailed =
    (record: AnswerRecord<DecisionOutcome>) =>
    (account: PublicUserRow, tx: Tx): Promise<void> =>
      record.done(tx, { account, mailed: false });

  async function mailDecision(
    account: PublicUserRow,
    message: MailMessage,
    record: AnswerRecord<DecisionOutcome>,
  ): Promise<DecisionOutcome> {
    const outcome = { account, mailed: await mail(message) };
    if (outcome.mailed)
      await record
        .done(db, outcome)
        .catch((error: unknown) => log.error({ err: error }, 'the answer of a mailed decision was not stored'));
    return outcome;
  }

  return {
    /**
     * The student's reference (docs/PRODUCT.md#payment-states): pending until an organiser decides, correctable until
     * then, refused once verified. The unique index, not a look beforehand, keeps it to one account.
     */
    async submitReference(userId: string, reference: string, record: AnswerRecord<User> = NO_RECORD): Promise<User> {
      return db.transaction(async (tx) => {
        const current = await repos.users.lockAccount({ id: userId }, tx);
        if (!current) throw new NotFoundError(apiMessages.accountNotFound);
        if (current.paymentState === 'verified') throw new ConflictError(paymentMessages.alreadyVerified);
        if (current.paymentState === 'rejected' && sameReference(current.paymentReference, reference))
          throw new ConflictError(paymentMessages.referenceRejectedAgain);
        let row: PublicUserRow | undefined;
        try {
          row = await repos.payments.submitReference(userId, reference, clock(), tx);
        } catch (error) {
          if (isUniqueViolation(error, REFERENCE_TAKEN)) throw new ConflictError(paymentMessages.referenceTaken);
          throw error;
        }
        if (!row) throw new ConflictError(paymentMessages.alreadyVerified);
        const user = toUserView(row);
        await record.done(tx, user);
        return user;
      });
    },

    /** `reference`: the one the organiser decided on, as listed; null for a fee paid at the desk. */
    async verify(
      actor: Actor,
      target: AccountTarget,
      reference: string | null,
      record: AnswerRecord<DecisionOutcome> = NO_RECORD,
    ): Promise<DecisionOutcome> {
      const account = await decide(
        actor,
        target,
        'payment.verify',
        () => ({ state: 'verified', rejectionReason: null }),
        { reference },
        recordedNotMailed(record),
      );
      return mailDecision(
        account,
        paymentVerifiedMail(account.email, { name: account.firstName, reference: account.paymentReference }),
        record,
      );
    },

    async reject(
      actor: Actor,
      target: AccountTarget,
      reason: string,
      reference: string | null,
      record: AnswerRecord<DecisionOutcome> = NO_RECORD,
    ): Promise<DecisionOutcome> {
      const account = await decide(
        actor,
        target,
        'payment.reject',
        () => ({ state: 'rejected', rejectionReason: reason }),
        { reference },
        recordedNotMailed(record),
      );
      return mailDecision(
        account,
        paymentRejectedMail(account.email, {
          name: account.firstName,
          reference: account.paymentReference,
          reason,
          paymentLink: `${config.publicUrl}/payment`,
        }),
        record,
      );
    },

    /** Undoes a verify made by mistake (the command line only): back to pending, or unpaid without a reference. */
    async unverify(actor: Actor, target: AccountTarget): Promise<PublicUserRow> {
      return decide(actor, target, 'payment.unverify', (before) => ({
        state: before.paymentReference === null ? 'unpaid' : 'pending',
        rejectionReason: null,
      }));
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
