// Which pages a dev server serves (docs/SECURITY.md#the-dev-servers): pages opened at this machine's own addresses
// (localhost, 127.0.0.1, its LAN addresses, its host name) and any origin in DEV_ALLOWED_ORIGINS. webpack-dev-server
// 5 refuses every cross-site script request, which also refused the site opened at 127.0.0.1 loading a remote from
// localhost (and a phone on the LAN); this check keeps its protection against other sites' pages reading our code,
// and lets this machine's pages through.
const os = require('node:os');

/** The header a refusal carries, read by the shell to name it (shell/src/lib/remotes/server-refusal.ts). */
const REFUSAL_HEADER = 'X-Dev-Server-Refused';

/** This machine's names and addresses, as a page's URL may name them. */
function machineHosts() {
  const hosts = new Set(['localhost', '127.0.0.1', '[::1]', os.hostname().toLowerCase()]);
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const { address, family } of addresses ?? []) hosts.add(family === 'IPv6' ? `[${address}]` : address);
  }
  return hosts;
}

/** DEV_ALLOWED_ORIGINS: more origins, comma-separated (`http://greatstep.test:8080`). */
function extraOrigins(env = process.env) {
  return new Set(
    (env.DEV_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  );
}

/** The origin of a page, from the Origin header of a CORS request, else from its Referer (a script's request). */
function pageOrigin(headers) {
  for (const value of [headers.origin, headers.referer]) {
    if (!value || value === 'null') continue;
    try {
      return new URL(value).origin;
    } catch {
      // Not a URL: the next one, or none.
    }
  }
  return null;
}

/** A page at one of this machine's addresses (any port), a *.localhost name, or an origin allowed by name. */
function isAllowedPage(origin, { hosts = machineHosts(), extra = extraOrigins() } = {}) {
  if (extra.has(origin)) return true;
  const { protocol, hostname } = new URL(origin);
  if (protocol !== 'http:' && protocol !== 'https:') return false;
  return hosts.has(hostname) || hostname.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/**
 * The middleware that takes webpack-dev-server's "cross-origin-header-check" place. A request of the same site (the
 * dev page itself, the shell on :3000 loading :3002) passes, as there; so does one from a page of an allowed origin,
 * which also gets CORS for it. Any other cross-site request is refused with 403 and REFUSAL_HEADER, readable by
 * that page, so that its fallback names the refusal instead of blaming the connection.
 */
function pageAddressCheck(options = {}) {
  return (req, res, next) => {
    const origin = pageOrigin(req.headers);
    const allowed = origin !== null && isAllowedPage(origin, options);
    if (req.headers.origin && (allowed || req.headers['sec-fetch-site'] !== 'cross-site')) {
      res.setHeader('Access-Control-Allow-Origin', req.headers.origin);
      res.setHeader('Vary', 'Origin');
    }
    // A client that names no site (curl, an old browser) passes, as it does webpack-dev-server's own check.
    if (req.headers['sec-fetch-site'] !== 'cross-site' || allowed) {
      next();
      return;
    }
    res.statusCode = 403;
    res.setHeader(REFUSAL_HEADER, 'page-address');
    if (req.headers.origin) {
      res.setHeader('Access-Control-Allow-Origin', req.headers.origin);
      res.setHeader('Access-Control-Expose-Headers', REFUSAL_HEADER);
      res.setHeader('Vary', 'Origin');
    }
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(
      `This dev server serves pages opened at this machine's addresses (localhost, 127.0.0.1, its LAN addresses), ` +
        `not ${origin ?? 'a page that names no address'}: open the site at one of them, or add its origin to ` +
        'DEV_ALLOWED_ORIGINS (README, "For a sub-team").\n',
    );
  };
}

/** webpack-dev-server's middlewares with its cross-site check replaced by pageAddressCheck. */
function withPageAddressCheck(middlewares) {
  const index = middlewares.findIndex((middleware) => middleware.name === 'cross-origin-header-check');
  const check = { name: 'greatstep-page-address-check', middleware: pageAddressCheck() };
  if (index < 0) return [check, ...middlewares];
  return [...middlewares.slice(0, index), check, ...middlewares.slice(index + 1)];
}

/** Host names the dev servers answer to (webpack-dev-server answers any IP address and localhost by itself). */
function allowedHosts() {
  return [
    'localhost',
    '.localhost',
    os.hostname().toLowerCase(),
    ...[...extraOrigins()].map((o) => new URL(o).hostname),
  ];
}

module.exports = {
  REFUSAL_HEADER,
  allowedHosts,
  isAllowedPage,
  machineHosts,
  pageAddressCheck,
  pageOrigin,
  withPageAddressCheck,
};
