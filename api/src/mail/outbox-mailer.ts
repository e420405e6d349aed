import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailLog, Mailer } from './mailer';

/**
 * Without SMTP_URL nothing leaves the machine: each message becomes an .eml file an organiser (or a test) can
 * open, and one log line says where it went.
 */
export function createOutboxMailer(options: { dir: string; from: string; log: MailLog }): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.dir, { recursive: true });
      const file = path.join(options.dir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, info.message);
      options.log.info(`mail to ${message.to} "${message.subject}" written to ${file}`);
    },
  };
}
