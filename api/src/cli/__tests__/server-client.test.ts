import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerSchema } from '@greatstep/shared/isomorphic';
import { callJson, ServerRefusal } from '../server-client';

/*
 * The command line's calls that change something (npm run remote's releases, verify-payment, reject-payment) carry
 * an Idempotency-Key and are sent again with it while the server is unreachable or a gateway fails
 * (docs/API.md#idempotency): a server that did the work answers the repeat as the first time, so a command acts once.
 */

type Reply = (response: http.ServerResponse) => void;

const GATEWAY_PAGE = '<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>';
const gateway: Reply = (response) => response.writeHead(502, { 'content-type': 'text/html' }).end(GATEWAY_PAGE);
const json =
  (status: number, body: object, headers: Record<string, string> = {}): Reply =>
  (response) =>
    response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

/** A server answering each request with the next reply (the last one again once they run out), keeping the keys. */
async function stubServer(replies: Reply[]) {
  const keys: unknown[] = [];
  const server = http.createServer((request, response) => {
    keys.push(request.headers['idempotency-key']);
    request.resume();
    (replies[keys.length - 1] ?? replies.at(-1) ?? gateway)(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, keys, close: () => new Promise((resolve) => server.close(resolve)) };
}

const release = (url: string, keyed = true) =>
  callJson({ url }, { method: 'POST', path: '/api/organisers/remotes/events/promote', body: {}, keyed }, answerSchema);

describe('a call of the command line that changes something', () => {
  it('is sent again with the same key after a gateway failed it, and takes the answer that came', async () => {
    const stub = await stubServer([gateway, json(200, { success: true, message: 'Promoted' })]);
    try {
      await expect(release(stub.url)).resolves.toMatchObject({ success: true, message: 'Promoted' });
      expect(stub.keys).toHaveLength(2);
      expect(stub.keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(stub.keys[1]).toBe(stub.keys[0]);
    } finally {
      await stub.close();
    }
  });

  it('is sent again while its first try still runs on the server (409 with Retry-After)', async () => {
    const stub = await stubServer([
      json(409, { success: false, message: 'This request is still being handled' }, { 'retry-after': '1' }),
      json(200, { success: true, message: 'Promoted' }),
    ]);
    try {
      await expect(release(stub.url)).resolves.toMatchObject({ message: 'Promoted' });
      expect(new Set(stub.keys).size).toBe(1);
    } finally {
      await stub.close();
    }
  });

  it("is not sent again after the server's refusal, which it says", async () => {
    const stub = await stubServer([json(409, { success: false, message: 'events has no canary to promote' })]);
    try {
      await expect(release(stub.url)).rejects.toEqual(new ServerRefusal('events has no canary to promote', 409));
      expect(stub.keys).toHaveLength(1);
    } finally {
      await stub.close();
    }
  });

  it('is not sent again when the server asks for a wait past the window of its tries: it says why', async () => {
    const stub = await stubServer([
      json(503, { success: false, message: 'Service temporarily unavailable' }, { 'retry-after': '30' }),
    ]);
    try {
      await expect(release(stub.url)).rejects.toEqual(new ServerRefusal('Service temporarily unavailable', 503));
      expect(stub.keys).toHaveLength(1);
    } finally {
      await stub.close();
    }
  });

  it('is sent once, without a key, when it changes nothing', async () => {
    const stub = await stubServer([gateway]);
    try {
      await expect(release(stub.url, false)).rejects.toMatchObject({ status: 502 });
      expect(stub.keys).toEqual([undefined]);
    } finally {
      await stub.close();
    }
  });
});
