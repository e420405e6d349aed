import net from 'node:net';
import { startSmtpSink } from '../../testing/smtp-sink';
import { createSmtpMailer } from '../smtp-mailer';

/** A mail server that accepts connections and then says nothing, as a stalled one does. */
async function silentServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('the SMTP mailer', () => {
  const mail = (subject: string) => ({
    to: 'x@example.com',
    subject,
    text: 'Grüße, GreatStep\n',
    html: '<p>Grüße</p>',
  });

  it('hands the mail to the mail server, and fails when the server refuses or stops answering', async () => {
    const sink = await startSmtpSink();
    try {
      // Long enough for a loaded CI machine to greet in time, short enough to show a hung server is given up on.
      const mailer = createSmtpMailer({ url: sink.url, from: 'GreatStep <a@b.co>', timeoutMs: 2_000 });
      await mailer.send(mail('Hello'));
      expect(sink.messages).toEqual([
        expect.objectContaining({ recipients: ['x@example.com'], to: 'x@example.com', subject: 'Hello' }),
      ]);
      expect(sink.messages[0]?.text.trimEnd()).toBe('Grüße, GreatStep');

      sink.answer({ kind: 'refuse', code: 550 });
      await expect(mailer.send(mail('Refused'))).rejects.toThrow(/550/);
      sink.answer({ kind: 'hang' });
      const started = Date.now();
      await expect(mailer.send(mail('Hung'))).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(8_000);
      expect(sink.messages).toHaveLength(1);
    } finally {
      await sink.close();
    }
  });

  it('gives up on a mail server that stops answering instead of waiting ten minutes', async () => {
    const server = await silentServer();
    try {
      const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${server.port}`, from: 'a@b.co', timeoutMs: 300 });
      const started = Date.now();
      await expect(mailer.send({ to: 'x@example.com', subject: 's', text: 't', html: '<p>t</p>' })).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await server.close();
    }
  });
});
