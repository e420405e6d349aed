import type { FastifyInstance } from 'fastify';
import { apiMessages } from '../lib/api-messages';
import { apiAloneAndBesideSite, openAppWithSite } from '../testing/fake-site';
import { PUBLIC_URL } from '../testing/test-app';

const EMAIL = 'malformed.person@example.com';

describe.each(apiAloneAndBesideSite)('requests the router refuses, on %s', (_name, withSite) => {
  let app: FastifyInstance;
  let close = async () => {};
  beforeAll(async () => {
    ({ app, close } = await openAppWithSite(withSite));
  });
  afterAll(() => close());

  const expectApiAnswer = (
    response: Awaited<ReturnType<FastifyInstance['inject']>>,
    status: number,
    message: string,
  ): void => {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ success: false, message });
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.body).not.toContain(EMAIL.split('@')[0]);
  };

  it('answers a path that does not decode with 400 in the API’s shape and headers', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/auth/checkEmail/${EMAIL}%E0%A4%A` });
    expectApiAnswer(response, 400, apiMessages.malformedUrl);
    const bare = await app.inject({ method: 'GET', url: '/api/auth/checkEmail/%E0%A4%A' });
    expectApiAnswer(bare, 400, apiMessages.malformedUrl);
  });

  it('answers an over-long parameter with 414 in the API’s shape and headers', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/auth/checkEmail/${'a'.repeat(400)}${EMAIL}` });
    expectApiAnswer(response, 414, apiMessages.urlTooLong);
  });

  it('lets the site call: a malformed call from PUBLIC_URL carries its CORS header', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/checkEmail/%E0%A4%A',
      headers: { origin: PUBLIC_URL },
    });
    expect(response.headers['access-control-allow-origin']).toBe(PUBLIC_URL);
    const stranger = await app.inject({
      method: 'GET',
      url: '/api/auth/checkEmail/%E0%A4%A',
      headers: { origin: 'https://evil.example' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers OPTIONS that is no preflight (no Origin, or no method asked) with 400 in the API’s shape', async () => {
    expectApiAnswer(await app.inject({ method: 'OPTIONS', url: '/api/health' }), 400, apiMessages.invalidPreflight);
    expectApiAnswer(
      await app.inject({ method: 'OPTIONS', url: '/api/health', headers: { origin: PUBLIC_URL } }),
      400,
      apiMessages.invalidPreflight,
    );
    // A real preflight from the site is still answered by CORS.
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: PUBLIC_URL, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(PUBLIC_URL);
  });

  it('answers a malformed page path with a short text, echoing nothing, under strict headers', async () => {
    const response = await app.inject({ method: 'GET', url: `/changePassword/${EMAIL}%E0%A4%A/tok` });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe(apiMessages.malformedUrl);
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });
});
