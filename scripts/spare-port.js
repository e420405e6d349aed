// The one way our tests, benchmarks and scripts find a port for a throwaway server.
const net = require('node:net');

/**
 * A port on loopback that nothing listens on right now. The kernel picks it (listen on port 0), so two callers at
 * once get different ports.
 * @returns {Promise<number>}
 */
function sparePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no spare port')),
      );
    });
  });
}

module.exports = { sparePort };
