// Serves a folder of built files the way a CDN serves a remote's bundle (README, "For a sub-team"): any origin may
// load them (CORS), the brotli or gzip copy the build wrote beside a file goes to a browser that takes it, and the
// cache headers are the site's own (api/src/site/cache-control.ts): content-hashed files immutable for a year, the
// entries (remoteEntry.js, mf-manifest.json, routes.json) revalidated on every visit. `npm run serve:remote` and the
// e2e journeys that ship and release variants of one remote use it.
const { createServer } = require('node:http');
const { readFile, stat } = require('node:fs/promises');
const path = require('node:path');

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

const COPIES = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/** The same rule as the site's own files: a name with a content hash never changes. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const cacheControlFor = (file) => (HASHED_NAME.test(file) ? IMMUTABLE : REVALIDATE);

/** Whether the client takes `encoding` (`br;q=0` does not). */
function accepts(header, encoding) {
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return name?.trim() === encoding && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** The file's compressed copy the client accepts, else the file itself (which must exist either way). */
async function readBest(file, acceptEncoding) {
  const body = await readFile(file);
  for (const { encoding, suffix } of COPIES) {
    if (!accepts(acceptEncoding, encoding)) continue;
    const copy = await readFile(file + suffix).catch(() => null);
    if (copy) return { body: copy, encoding };
  }
  return { body, encoding: null };
}

const CORS = { 'access-control-allow-origin': '*' };

/**
 * @param {string} dir the folder to serve
 * @param {number} port where to listen (0: any free port)
 * @param {{ host?: string }} [options] the address to listen on: loopback unless told
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
function serveDirectory(dir, port, { host = '127.0.0.1' } = {}) {
  const root = path.resolve(dir);
  const server = createServer(async (request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...CORS,
        'access-control-allow-methods': 'GET, HEAD',
        'access-control-max-age': '600',
      });
      response.end();
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { ...CORS, allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      response.writeHead(400, CORS).end();
      return;
    }
    const file = path.join(root, path.normalize(pathname));
    if (!file.startsWith(root + path.sep)) {
      response.writeHead(403, CORS).end();
      return;
    }
    try {
      if (!(await stat(file)).isFile()) throw new Error('not a file');
      const { body, encoding } = await readBest(file, request.headers['accept-encoding'] ?? '');
      response.writeHead(200, {
        ...CORS,
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'content-length': body.length,
        'cache-control': cacheControlFor(file),
        vary: 'Accept-Encoding',
        ...(encoding ? { 'content-encoding': encoding } : {}),
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch {
      response.writeHead(404, { ...CORS, 'cache-control': REVALIDATE }).end();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
      resolve({
        url: `http://${shown.includes(':') ? `[${shown}]` : shown}:${address.port}`,
        stop: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

module.exports = { serveDirectory, cacheControlFor, IMMUTABLE, REVALIDATE };
