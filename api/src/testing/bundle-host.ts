import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A static host of remote bundles on loopback, as a CDN serves a released bundle: files by path, 404 for the rest. A
 * test writes a bundle's files (`put`), releases the address, and may change a file or stop the host afterwards.
 */
export async function bundleHost(): Promise<{
  url: string;
  put: (file: string, body: string) => void;
  requests: string[];
  close: () => Promise<void>;
}> {
  const files = new Map<string, string>();
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const file = (request.url ?? '/').split('?')[0] ?? '/';
    requests.push(file);
    const body = files.get(file);
    if (body === undefined) {
      response.writeHead(404).end('Not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    put: (file, body) => files.set(file, body),
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
