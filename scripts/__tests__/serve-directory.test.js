const { mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { IMMUTABLE, REVALIDATE, serveDirectory } = require('../serve-directory');

describe('a bundle served as a CDN would serve it (npm run serve:remote)', () => {
  let dir;
  let served;
  const chunk = 'console.log("a chunk of the events remote");'.repeat(20);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'gs-serve-'));
    writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"events"}');
    writeFileSync(path.join(dir, '202.06f01d7a.js'), chunk);
    writeFileSync(path.join(dir, '202.06f01d7a.js.br'), zlib.brotliCompressSync(chunk));
    writeFileSync(path.join(dir, '202.06f01d7a.js.gz'), zlib.gzipSync(chunk));
    served = await serveDirectory(dir, 0);
  });
  afterAll(async () => {
    await served.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (file, headers = {}, method = 'GET') => fetch(`${served.url}/${file}`, { method, headers });

  it("sends the build's brotli copy to a browser that takes it, the gzip one to another, the file to the rest", async () => {
    const raw = (file, encoding) =>
      new Promise((resolve, reject) => {
        // fetch would decode the body: Node's http shows what was sent.
        require('node:http')
          .get(`${served.url}/${file}`, { headers: { 'accept-encoding': encoding } }, (response) => {
            const parts = [];
            response.on('data', (part) => parts.push(part));
            response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(parts) }));
          })
          .on('error', reject);
      });
    const brotli = await raw('202.06f01d7a.js', 'gzip, deflate, br');
    expect(brotli.headers).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding' });
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(chunk);
    const gzip = await raw('202.06f01d7a.js', 'gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await raw('202.06f01d7a.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(chunk);
  });

  it('lets any origin load it, keeps hashed files a year and has the entries revalidated', async () => {
    const hashed = await get('202.06f01d7a.js', { origin: 'http://127.0.0.1:8080' });
    expect(hashed.headers.get('access-control-allow-origin')).toBe('*');
    expect(hashed.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(hashed.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const manifest = await get('mf-manifest.json');
    expect(manifest.headers.get('cache-control')).toBe(REVALIDATE);
    expect(await manifest.json()).toEqual({ name: 'events' });
    expect((await get('mf-manifest.json', {}, 'HEAD')).status).toBe(200);
  });

  it('answers 404 for what is not there and serves nothing outside its folder', async () => {
    expect((await get('nothing.js')).status).toBe(404);
    expect((await get('..%2F..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await get('mf-manifest.json', {}, 'POST')).status).toBe(405);
  });
});
