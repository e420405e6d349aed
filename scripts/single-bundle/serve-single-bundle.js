// Serves the single-bundle build for the benchmark: its files, index.html for page paths, and a remotes.json with
// the paths the remotes' builds published, so that the shell starts and routes as in the federated site (its
// remote loader is replaced by static imports in this build, so the entry URLs are unused).
const { createServer } = require('node:http');
const { readFileSync } = require('node:fs');
const { readFile } = require('node:fs/promises');
const path = require('node:path');

const root = path.join(__dirname, '..', '..');
const types = { '.js': 'text/javascript', '.html': 'text/html', '.json': 'application/json' };
const { REMOTE_NAMES } = require('../../api/dist/site/remote-names.js');

const remotesJson = JSON.stringify(
  Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      { entry: 'unused', ...JSON.parse(readFileSync(path.join(root, `mf-${name}/dist/routes.json`), 'utf8')) },
    ]),
  ),
);

function serveSingleBundle(dir, port) {
  const server = createServer(async (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname === '/remotes.json') {
      response.writeHead(200, { 'content-type': types['.json'] }).end(remotesJson);
      return;
    }
    const extension = path.extname(pathname);
    const file = extension ? path.join(dir, path.normalize(pathname)) : path.join(dir, 'index.html');
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': types[extension || '.html'] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${port}`, stop: () => new Promise((done) => server.close(done)) }),
    );
  });
}

module.exports = { serveSingleBundle };
