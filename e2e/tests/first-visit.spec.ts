import { expect, mainHeading, test } from '../support/fixtures';

// On a phone every script the page learns of late costs a round trip. The scripts the shell needs before
// it can start the page's remote are all named in the page itself, so the browser asks for them at once, not after
// main.js has arrived and run. (A shared package a remote asks for later, such as react-toastify, comes after.)
for (const [path, heading] of [
  ['/', 'Home'],
  ['/signin', 'Sign In'],
] as const) {
  test(`${path}: every script the shell loads before its remote is named in the page`, async ({ page, baseURL }) => {
    const shellScripts: string[] = [];
    let remoteStarted = false;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() !== 'script' || url.origin !== baseURL || remoteStarted) return;
      if (url.pathname.startsWith('/remotes/')) remoteStarted = true;
      else shellScripts.push(url.pathname);
    });
    const response = await page.goto(path);
    await expect(mainHeading(page)).toHaveText(heading);
    const named = [...((await response?.text()) ?? '').matchAll(/<script[^>]* src="([^"]+)"/g)].map(
      ([, src]) => new URL(src ?? '', `${baseURL}/`).pathname,
    );
    expect(shellScripts.length).toBeGreaterThan(1);
    expect(shellScripts.filter((script) => !named.includes(script))).toEqual([]);
  });
}

// A release replaces index.html and adds its own scripts beside the old ones. A visitor whose page came just before
// the switch must run the scripts of that page's build only: every script the page names carries its content hash
// (main.js too), so its name can never give the next build's file, and browsers keep it for good.
test('every script the shell’s page names carries its content hash and is kept for good', async ({ request }) => {
  const page = await request.get('/');
  const named = [...(await page.text()).matchAll(/<script[^>]* src="([^"]+)"/g)].map(([, src]) => src ?? '');
  expect(named.length).toBeGreaterThan(1);
  for (const src of named) {
    const script = await request.get(`/${src.replace(/^\//, '')}`);
    expect({ src, status: script.status(), cacheControl: script.headers()['cache-control'] }).toEqual({
      src: expect.stringMatching(/[.-][0-9a-f]{8,}\.js$/),
      status: 200,
      cacheControl: 'public, max-age=31536000, immutable',
    });
  }
});
