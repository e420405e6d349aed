import type { MailMessage, Mailer } from './mailer';

export interface MemoryMailer extends Mailer {
  /** Every message sent so far, oldest first. */
  readonly sent: MailMessage[];
  /** The newest message to an address. */
  lastTo(address: string): MailMessage | undefined;
}

/** Keeps messages in memory: for tests and the benchmark, which must not write files or send mail. */
export function createMemoryMailer(): MemoryMailer {
  const sent: MailMessage[] = [];
  return {
    sent,
    // Recorded before the first await, so a caller that does not wait for the mail still finds it.
    send(message) {
      sent.push(message);
      return Promise.resolve();
    },
    lastTo(address) {
      return sent.filter((message) => message.to === address).at(-1);
    },
  };
}
