import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/**
 * How long a mail server may take to accept the connection, to greet, and to answer each step. Nodemailer's own
 * socket timeout is ten minutes: a server that stops answering would hold each sender that long.
 */
export const SMTP_TIMEOUT_MS = 10_000;

export function createSmtpMailer(options: { url: string; from: string; timeoutMs?: number }): Mailer {
  const timeoutMs = options.timeoutMs ?? SMTP_TIMEOUT_MS;
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}
