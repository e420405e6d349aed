const {
  REFUSAL_HEADER,
  isAllowedPage,
  pageAddressCheck,
  withPageAddressCheck,
} = require('../../federation/dev-server-access');

// The machine of these tests: its names and one LAN address.
const options = { hosts: new Set(['localhost', '127.0.0.1', '[::1]', 'devbox', '192.168.1.5']), extra: new Set() };

/** A request through the check: whether it went on, and what was answered otherwise. */
function through(headers, check = pageAddressCheck(options)) {
  const answer = { status: 200, headers: {}, body: '' };
  let passed = false;
  check(
    { headers },
    {
      set statusCode(code) {
        answer.status = code;
      },
      setHeader: (name, value) => (answer.headers[name.toLowerCase()] = value),
      end: (body) => (answer.body = body),
    },
    () => (passed = true),
  );
  return { passed, ...answer };
}

const script = (referer) => ({ 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', referer });
const cors = (origin) => ({ 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors', origin });

describe("the dev servers' check of the page's address", () => {
  it('serves a page opened at localhost, 127.0.0.1, the LAN address or the host name, whatever its port', () => {
    for (const page of [
      'http://127.0.0.1:8080/',
      'http://192.168.1.5:8080/x',
      'http://devbox:3000/',
      'http://[::1]:8080/',
    ]) {
      expect({ page, passed: through(script(page)).passed }).toEqual({ page, passed: true });
    }
    // The manifest, fetched with CORS: allowed for that page, and only that page.
    expect(through(cors('http://127.0.0.1:8080'))).toMatchObject({
      passed: true,
      headers: { 'access-control-allow-origin': 'http://127.0.0.1:8080', vary: 'Origin' },
    });
    expect(isAllowedPage('http://app.localhost:8080', options)).toBe(true);
  });

  it('serves its own site as before: the dev page itself, the shell on another port of localhost, a tool', () => {
    expect(through({ 'sec-fetch-site': 'same-origin' }).passed).toBe(true);
    expect(through({ 'sec-fetch-site': 'same-site', origin: 'http://localhost:3000' })).toMatchObject({
      passed: true,
      headers: { 'access-control-allow-origin': 'http://localhost:3000' },
    });
    expect(through({}).passed).toBe(true);
  });

  it("refuses another site's page, in words that page can read, and gives it no CORS to read our code", () => {
    const refused = through(cors('https://evil.example'));
    expect(refused).toMatchObject({
      passed: false,
      status: 403,
      headers: {
        [REFUSAL_HEADER.toLowerCase()]: 'page-address',
        'access-control-allow-origin': 'https://evil.example',
        'access-control-expose-headers': REFUSAL_HEADER,
      },
    });
    expect(refused.body).toContain("This dev server serves pages opened at this machine's addresses");
    expect(refused.body).toContain('not https://evil.example');
    // A script tag on that site's page: refused, as webpack-dev-server refuses it.
    expect(through(script('https://evil.example/page'))).toMatchObject({ passed: false, status: 403 });
    // A page that hides its address is refused too.
    expect(through(script(undefined))).toMatchObject({ passed: false, status: 403 });
  });

  it('serves an origin named in DEV_ALLOWED_ORIGINS', () => {
    const check = pageAddressCheck({ ...options, extra: new Set(['http://greatstep.test:8080']) });
    expect(through(cors('http://greatstep.test:8080'), check).passed).toBe(true);
    expect(through(cors('http://greatstep.test:9090'), check).passed).toBe(false);
  });

  it("takes the place of webpack-dev-server's own cross-site check among its middlewares", () => {
    const names = (list) => list.map((middleware) => middleware.name);
    const builtIn = ['host-header-check', 'cross-origin-header-check', 'compression', 'webpack-dev-middleware'].map(
      (name) => ({ name, middleware: () => undefined }),
    );
    expect(names(withPageAddressCheck(builtIn))).toEqual([
      'host-header-check',
      'greatstep-page-address-check',
      'compression',
      'webpack-dev-middleware',
    ]);
  });
});
