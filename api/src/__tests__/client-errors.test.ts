import type { FastifyInstance } from 'fastify';
import net from 'node:net';
import { apiMessages } from '../lib/api-messages';
import { apiAloneAndBesideSite, openAppWithSite } from '../testing/fake-site';

/** Sends raw bytes to the listening server and reads the whole answer (Node's parser refuses before Fastify). */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

function parse(answer: string): { status: number; headers: Record<string, string>; body: unknown } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as unknown };
}

// Once, Node's own 431 and 400 answered {"error","statusCode"} without the API's shape or headers.
describe.each(apiAloneAndBesideSite)("Node's own refusals, on %s", (_name, withSite) => {
  let app: FastifyInstance;
  let close = async () => {};
  let port = 0;
  beforeAll(async () => {
    ({ app, close } = await openAppWithSite(withSite));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => close());

  const expectApiShape = (answer: ReturnType<typeof parse>, status: number, message: string) => {
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ success: false, message });
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cache-control']).toBe('no-store');
  };

  it('answers an oversized header with 431 in the API’s shape and headers', async () => {
    const answer = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expectApiShape(parse(answer), 431, apiMessages.headersTooLarge);
  });

  it('answers an unknown method with 400 in the API’s shape and headers', async () => {
    const answer = await rawRequest(port, 'BREW /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    expectApiShape(parse(answer), 400, apiMessages.badRequest);
  });
});
