const { isJavaScript, oncePerUrl } = require('../script-bytes');

/** What the counting reads of a Playwright response: its request's resource type and its URL. */
const response = (resourceType, url) => ({ request: () => ({ resourceType: () => resourceType }), url: () => url });

test("a script element's response and a fetch() of a script are JavaScript; other fetches are not", () => {
  expect(isJavaScript(response('script', 'http://127.0.0.1:8080/main.js'))).toBe(true);
  expect(isJavaScript(response('fetch', 'http://127.0.0.1:8080/remotes/account/route-profile.1a2b3c4d.js'))).toBe(true);
  expect(isJavaScript(response('fetch', 'http://127.0.0.1:8080/remotes/account/mf-manifest.json'))).toBe(false);
  expect(isJavaScript(response('xhr', 'http://127.0.0.1:8080/api/auth/team/myTeams'))).toBe(false);
});

test('a script fetched ahead and then run from the cache counts once: its bytes sent, its raw size once', () => {
  const url = 'http://127.0.0.1:8080/remotes/account/route-profile.1a2b3c4d.js';
  expect(
    oncePerUrl([
      { url, status: 200, sent: 3660, body: 2550, raw: 7165 },
      { url: 'http://127.0.0.1:8080/main.js', status: 200, sent: 24225, body: 23900, raw: 87333 },
      { url, status: 200, sent: 0, body: 0, raw: 7165 },
    ]),
  ).toEqual([
    { url, status: 200, sent: 3660, body: 2550, raw: 7165 },
    { url: 'http://127.0.0.1:8080/main.js', status: 200, sent: 24225, body: 23900, raw: 87333 },
  ]);
});
