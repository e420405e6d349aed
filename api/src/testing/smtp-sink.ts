import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { readMail, type ReadMail } from './mail-text';

export interface SinkMessage extends ReadMail {
  /** The envelope's recipients, as the sending server gave them (RCPT TO). */
  recipients: string[];
  raw: string;
}

/**
 * How the sink answers the next mails: `accept` (250), `refuse` (the code given, at RCPT TO: 550 no such mailbox,
 * 421 try later) or `hang` (takes the mail, then never answers, as a stalled server does).
 */
export type SinkMode = { kind: 'accept' } | { kind: 'refuse'; code: 421 | 550 } | { kind: 'hang' };

export interface SmtpSink {
  /** For SMTP_URL. */
  url: string;
  /** Every mail accepted, oldest first. */
  messages: SinkMessage[];
  /** The newest mail to an address. */
  lastTo: (address: string) => SinkMessage | undefined;
  answer: (mode: SinkMode) => void;
  close: () => Promise<void>;
}

const refusal = (code: number) =>
  Object.assign(new Error(code === 550 ? 'No such mailbox here' : 'Try again later'), { responseCode: code });

function readAll(stream: SMTPServerDataStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.once('error', reject);
  });
}

/** A mail server of a test's own on loopback (nodemailer's smtp-server): it keeps what it is sent, in memory. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  let mode: SinkMode = { kind: 'accept' };
  const server = new SMTPServer({
    // Plain SMTP on loopback, as SMTP_URL=smtp://… asks: no TLS to offer, no sign-in to ask for.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A hung mail is dropped this long after close() rather than holding the test's end for 30 s.
    closeTimeout: 100,
    onRcptTo(_address, _session, callback) {
      callback(mode.kind === 'refuse' ? refusal(mode.code) : null);
    },
    onData(stream, session, callback) {
      const hang = mode.kind === 'hang';
      void readAll(stream).then((raw) => {
        if (hang) return;
        messages.push({ ...readMail(raw), recipients: session.envelope.rcptTo.map(({ address }) => address), raw });
        callback();
      }, callback);
    },
  });
  // A client that goes away in the middle of a mail (a server process killed by a test) is the client's business.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    lastTo: (address) => messages.filter((message) => message.recipients.includes(address)).at(-1),
    answer: (next) => {
      mode = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
