import { escapeMarkup } from '../lib/escape-markup';
import type { MailMessage } from './mailer';

const layout = (body: string) =>
  `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222">${body}` +
  `<p>GreatStep 2025, TMES, IIT Kharagpur</p></body></html>`;

export function verificationMail(to: string, code: string, minutes: number): MailMessage {
  return {
    to,
    subject: 'Your GreatStep verification code',
    text:
      `Your GreatStep verification code is ${code}.\n\n` +
      `It works for ${minutes} minutes. If you did not sign up for GreatStep, ignore this mail.\n`,
    html: layout(
      `<p>Your GreatStep verification code is</p><p style="font-size:28px;letter-spacing:4px"><b>${escapeMarkup(code)}</b></p>` +
        `<p>It works for ${minutes} minutes. If you did not sign up for GreatStep, ignore this mail.</p>`,
    ),
  };
}

export function passwordResetMail(to: string, link: string, minutes: number): MailMessage {
  return {
    to,
    subject: 'Reset your GreatStep password',
    text:
      `Someone asked to reset the password of your GreatStep account.\n\n` +
      `Open this link to choose a new password (it works once, for ${minutes} minutes):\n${link}\n\n` +
      `If it was not you, ignore this mail: your password stays as it is.\n`,
    html: layout(
      `<p>Someone asked to reset the password of your GreatStep account.</p>` +
        `<p><a href="${escapeMarkup(link)}">Choose a new password</a> (the link works once, for ${minutes} minutes).</p>` +
        `<p>If it was not you, ignore this mail: your password stays as it is.</p>`,
    ),
  };
}

export interface TeamMailDetails {
  leaderName: string;
  eventName: string;
  link: string;
  days: number;
}

/** Nobody is put in a team silently; the notice carries a way out that needs no sign-in. */
export function addedToTeamMail(to: string, { leaderName, eventName, link, days }: TeamMailDetails): MailMessage {
  return {
    to,
    subject: `You were added to a team for ${eventName}`,
    text:
      `${leaderName} added you to their team for ${eventName} at GreatStep 2025.\n\n` +
      `If you do not want to be in this team, open this link to leave it (it works once, for ${days} days):\n${link}\n\n` +
      `If you are happy in the team, there is nothing to do.\n`,
    html: layout(
      `<p>${escapeMarkup(leaderName)} added you to their team for ${escapeMarkup(eventName)} at GreatStep 2025.</p>` +
        `<p>If you do not want to be in this team, <a href="${escapeMarkup(link)}">leave the team</a> ` +
        `(the link works once, for ${days} days).</p>` +
        `<p>If you are happy in the team, there is nothing to do.</p>`,
    ),
  };
}

/** Someone who left a team comes back only by their own choice: this mail asks them. */
export function rejoinInvitationMail(to: string, { leaderName, eventName, link, days }: TeamMailDetails): MailMessage {
  return {
    to,
    subject: `${leaderName} invites you back to their team for ${eventName}`,
    text:
      `You left ${leaderName}'s team for ${eventName} at GreatStep 2025, and ${leaderName} would like you back.\n\n` +
      `To rejoin the team, open this link (it works once, for ${days} days):\n${link}\n\n` +
      `If you do not want to rejoin, ignore this mail: you stay out of the team.\n`,
    html: layout(
      `<p>You left ${escapeMarkup(leaderName)}'s team for ${escapeMarkup(eventName)} at GreatStep 2025, ` +
        `and ${escapeMarkup(leaderName)} would like you back.</p>` +
        `<p><a href="${escapeMarkup(link)}">Rejoin the team</a> (the link works once, for ${days} days).</p>` +
        `<p>If you do not want to rejoin, ignore this mail: you stay out of the team.</p>`,
    ),
  };
}

export interface RemovalDetails {
  leaderName: string;
  eventName: string;
  /** The event's page, where the person can register again or be added to another team. */
  eventLink: string;
}

/** Nobody leaves a team without being told, as nobody joins one silently. */
export function removedFromTeamMail(to: string, { leaderName, eventName, eventLink }: RemovalDetails): MailMessage {
  return {
    to,
    subject: `You were removed from a team for ${eventName}`,
    text:
      `${leaderName} removed you from their team for ${eventName} at GreatStep 2025.\n\n` +
      `You can still take part: register a team of your own, or join another, on the event's page:\n${eventLink}\n`,
    html: layout(
      `<p>${escapeMarkup(leaderName)} removed you from their team for ${escapeMarkup(eventName)} at GreatStep 2025.</p>` +
        `<p>You can still take part: register a team of your own, or join another, on ` +
        `<a href="${escapeMarkup(eventLink)}">the event's page</a>.</p>`,
    ),
  };
}

export interface PaymentMailDetails {
  /** The student's first name, as the account has it. */
  name: string;
  /** The reference the organiser looked at; null for a fee verified without one (paid at the desk). */
  reference: string | null;
}

/** Sent the moment an organiser verifies the fee (docs/PRODUCT.md#payment-states). */
export function paymentVerifiedMail(to: string, { name, reference }: PaymentMailDetails): MailMessage {
  const paid = reference ? `your participation fee (reference ${reference})` : 'your participation fee';
  return {
    to,
    subject: 'Your GreatStep payment is verified',
    text:
      `Hello ${name},\n\nWe have verified ${paid}. Your profile on the site now shows the fee as paid, and there is ` +
      `nothing more to do.\n\nSee you at GreatStep 2025!\n`,
    html: layout(
      `<p>Hello ${escapeMarkup(name)},</p><p>We have verified ${escapeMarkup(paid)}. Your profile on the site now shows ` +
        `the fee as paid, and there is nothing more to do.</p><p>See you at GreatStep 2025!</p>`,
    ),
  };
}

export interface PaymentRejectedDetails extends PaymentMailDetails {
  reason: string;
  /** The payment page, where a new reference is entered. */
  paymentLink: string;
}

/** The organiser's reason in their words, and the one thing to do next: a new reference on the payment page. */
export function paymentRejectedMail(
  to: string,
  { name, reference, reason, paymentLink }: PaymentRejectedDetails,
): MailMessage {
  const which = reference ? `the payment reference ${reference}` : 'your payment reference';
  return {
    to,
    subject: 'Your GreatStep payment could not be verified',
    text:
      `Hello ${name},\n\nWe could not verify ${which}. The organiser's reason:\n\n${reason}\n\n` +
      `What to do next: open the payment page and enter the correct UPI transaction id or receipt number:\n` +
      `${paymentLink}\n\nIf you think this is a mistake, write to us at the address on the site's Contact link.\n`,
    html: layout(
      `<p>Hello ${escapeMarkup(name)},</p><p>We could not verify ${escapeMarkup(which)}. The organiser's reason:</p>` +
        `<blockquote style="white-space:pre-wrap">${escapeMarkup(reason)}</blockquote>` +
        `<p>What to do next: open <a href="${escapeMarkup(paymentLink)}">the payment page</a> and enter the correct ` +
        `UPI transaction id or receipt number.</p>` +
        `<p>If you think this is a mistake, write to us at the address on the site's Contact link.</p>`,
    ),
  };
}
