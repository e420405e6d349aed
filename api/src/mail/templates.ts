import type { MailMessage } from './mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

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
      `<p>Your GreatStep verification code is</p><p style="font-size:28px;letter-spacing:4px"><b>${escapeHtml(code)}</b></p>` +
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
        `<p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works once, for ${minutes} minutes).</p>` +
        `<p>If it was not you, ignore this mail: your password stays as it is.</p>`,
    ),
  };
}
