import type { FastifyInstance } from 'fastify';
import { apiAloneAndBesideSite, openAppWithSite } from '../testing/fake-site';
import { testConfig } from '../testing/test-app';
import { scrubText } from '../log-redaction';

const EMAIL = 'secret.person@example.com';
const ENCODED = encodeURIComponent(EMAIL);
// What a reset link carries: 256 random bits, base64url (lib/tokens.ts).
const RESET_TOKEN = 'q3J5bG9nZ2VkLXJlc2V0LXRva2VuLXRoYXQtbXVzdC1ub3Q';
const SESSION_TOKEN = 'c2Vzc2lvbi10b2tlbi10aGF0LW11c3Qtbm90LWJlLWxvZ2dlZA';
const MOBILE = '9876501234';

/** What an operator reading the log must never find. */
const secrets = [EMAIL, ENCODED, 'secret.person', RESET_TOKEN, SESSION_TOKEN, MOBILE];

describe.each(apiAloneAndBesideSite)('the log of %s', (_name, withSite) => {
  let app: FastifyInstance;
  let close = async () => {};
  const lines: string[] = [];
  beforeAll(async () => {
    ({ app, close } = await openAppWithSite(withSite, {
      // Everything Fastify and its plugins can say.
      config: testConfig({ logLevel: 'trace' }),
      logStream: { write: (line) => lines.push(line) },
    }));
  });
  afterAll(() => close());

  it('holds no e-mail, token or mobile from a path, and no Authorization header', async () => {
    const bearer = { authorization: `Bearer ${SESSION_TOKEN}` };
    const calls = [
      // The reset link's page (the site's SPA fallback, or a 404 without the site), raw and encoded.
      { url: `/changePassword/${EMAIL}/${RESET_TOKEN}` },
      { url: `/changePassword/${ENCODED}/${RESET_TOKEN}?from=mail` },
      { url: `/changePassword/${ENCODED}/${RESET_TOKEN}%E0%A4%A` },
      { url: `/api/auth/checkEmail/${ENCODED}` },
      { url: `/api/auth/checkMobile/${MOBILE}` },
      { url: `/api/auth/updateUser/${ENCODED}`, headers: bearer },
      { url: `/api/auth/updateUser/${EMAIL}`, headers: { authorization: SESSION_TOKEN } },
      { url: `/api/auth/checkEmail/${ENCODED}%E0%A4%A` },
      { url: `/api/auth/checkEmail/${'x'.repeat(330)}${ENCODED}` },
      { url: `/api/no/such/call/${ENCODED}/${RESET_TOKEN}`, headers: bearer },
      { method: 'OPTIONS' as const, url: `/api/auth/checkEmail/${ENCODED}` },
    ];
    for (const call of calls) await app.inject({ method: 'GET', ...call });
    // Lines written by code that logs a request or its headers whole.
    app.log.info({ headers: bearer, url: `/changePassword/${ENCODED}/${RESET_TOKEN}` }, 'a request');
    app.log.warn(`failed at /api/auth/updateUser/${ENCODED}`);
    app.log.error({ err: new Error(`'/changePassword/${EMAIL}/${RESET_TOKEN}' went wrong`) }, 'oops');

    for (const line of lines)
      for (const secret of secrets) expect({ line, found: line.includes(secret) }).toEqual({ line, found: false });
    // What the operator still sees: which call, how it ended.
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ msg: 'api call', route: '/api/auth/checkEmail/:email', statusCode: 200 }),
        expect.objectContaining({ msg: 'api call', route: '/api/auth/updateUser/:email', statusCode: 401 }),
        expect.objectContaining({ msg: 'a request', url: '/changePassword/[email]/[token]' }),
        expect.objectContaining({ msg: 'failed at /api/auth/updateUser/[email]' }),
        expect.objectContaining({ headers: { authorization: '[redacted]' } }),
      ]),
    );
  });
});

describe('scrubText', () => {
  it('takes e-mail addresses out of free text, wherever they stand, and leaves the rest as it was', () => {
    expect(scrubText('Key (email)=(asha.rao+fest@mail.example.org) already exists.')).toBe(
      'Key (email)=([email]) already exists.',
    );
    expect(scrubText("to: 'a_b@x.in', cc: c-d%e@y.co.uk; done")).toBe("to: '[email]', cc: [email]; done");
    expect(scrubText('no address here: user@, @host.org, a@b')).toBe('no address here: user@, @host.org, a@b');
    // Text a client may have written, in bulk: each address still found, nothing else changed.
    const flood = `${'a'.repeat(20_000)}@${'.'.repeat(20_000)} x@y.org ${'@'.repeat(5_000)}`;
    expect(scrubText(flood)).toBe(`${'a'.repeat(20_000)}@${'.'.repeat(20_000)} [email] ${'@'.repeat(5_000)}`);
  });

  it("takes a password's hash out, and judges each parameter of a failed query by its look", () => {
    const hash = '$argon2id$v=19$m=19456,p=1,t=2$cximlh6xI91HhaybT0npjw$oGH88nBSKg9AqXNuKZD+xtm5NYmywTrlHCFWagI+uKU';
    expect(
      scrubText(`update "users" set "password_hash" = $1\nparams: ${hash},0b6f2c1e-6f1a-4d2b-9a51-2f1e0c9d7a11`),
    ).toBe('update "users" set "password_hash" = $1\nparams: [hash],0b6f2c1e-6f1a-4d2b-9a51-2f1e0c9d7a11');
    expect(scrubText('Failed query: select 1\nparams: a@b.org,9876501234,Asha,RCPT-2025-0007')).toBe(
      'Failed query: select 1\nparams: [email],[number],Asha,RCPT-2025-0007',
    );
  });
});
