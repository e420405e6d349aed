export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one message; the sender address comes from the configuration (MAIL_FROM). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The one-line log a mailer writes; pino's and console's shapes both fit. */
export interface MailLog {
  info(message: string): void;
}
