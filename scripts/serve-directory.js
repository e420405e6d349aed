// Serves a folder of built files as a static host would (any origin may load them), e.g. a remote's dist/ deployed
// somewhere other than the site: with the brotli or gzip copy the build wrote beside a file when the browser takes
// it, as README asks of a sub-team's host. Used by the e2e journeys that ship and release variants of one remote.
const { createServer } = require('node:http');
const { readFile } = require('node:fs/promises');
const path = require('node:path');

const types = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html', '.css': 'text/css' };

const COPIES = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/** The file's compressed copy the client accepts, else the file itself (which must exist either way). */
async function readBest(file, accepted) {
  const body = await readFile(file);
  for (const { encoding, suffix } of COPIES) {
    if (!accepted.includes(encoding)) continue;
    const copy = await readFile(file + suffix).catch(() => null);
    if (copy) return { body: copy, encoding };
  }
  return { body, encoding: null };
}

/** @returns {Promise<{ url: string, stop: () => Promise<void> }>} */
function serveDirectory(dir, port) {
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(dir, path.normalize(pathname));
    if (!file.startsWith(dir)) return response.writeHead(403).end();
    try {
      const { body, encoding } = await readBest(file, request.headers['accept-encoding'] ?? '');
      response
        .writeHead(200, {
          'content-type': types[path.extname(file)] ?? 'application/octet-stream',
          'access-control-allow-origin': '*',
          'cache-control': 'no-cache',
          vary: 'Accept-Encoding',
          ...(encoding ? { 'content-encoding': encoding } : {}),
        })
        .end(body);
    } catch {
      response.writeHead(404, { 'access-control-allow-origin': '*' }).end();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${port}`, stop: () => new Promise((done) => server.close(() => done())) }),
    );
  });
}

module.exports = { serveDirectory };
