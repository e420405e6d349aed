import net from 'node:net';

/** A port on loopback that nothing listens on right now, for a throwaway server of a test or a bench. */
export function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no spare port')),
      );
    });
  });
}
