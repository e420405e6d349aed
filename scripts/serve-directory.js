// Serves a folder of built files as a static host would (any origin may load them), e.g. a remote's dist/ deployed
// somewhere other than the site. Used by the e2e journey that ships a variant of one remote.
const { createServer } = require('node:http');
const { readFile } = require('node:fs/promises');
const path = require('node:path');

const types = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html', '.css': 'text/css' };

/** @returns {Promise<{ url: string, stop: () => Promise<void> }>} */
function serveDirectory(dir, port) {
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(dir, path.normalize(pathname));
    if (!file.startsWith(dir)) return response.writeHead(403).end();
    try {
      const body = await readFile(file);
      response
        .writeHead(200, {
          'content-type': types[path.extname(file)] ?? 'application/octet-stream',
          'access-control-allow-origin': '*',
          'cache-control': 'no-cache',
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
