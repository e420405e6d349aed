import type { FastifyInstance, InjectOptions } from 'fastify';
import { apiAloneAndBesideSite, openAppWithSite } from '../../../testing/fake-site';
import { PUBLIC_URL } from '../../../testing/test-app';

/** Every kind of /api answer: success, refusals from the routes, the limits, CORS and the router. */
const apiAnswers: Array<InjectOptions & { status: number }> = [
  { method: 'GET', url: '/api/health', status: 200 },
  { method: 'GET', url: '/api/auth/updateUser/someone@example.com', status: 401 },
  { method: 'GET', url: '/api/auth/team/myTeams', status: 401 },
  { method: 'GET', url: '/api/events/getEntry/00000000-0000-4000-8000-000000000000', status: 401 },
  {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'nobody@example.com', password: 'Wrong123' },
    status: 401,
  },
  { method: 'POST', url: '/api/auth/login', payload: { email: 'nope' }, status: 400 },
  { method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.co', password: 'x'.repeat(20_000) }, status: 413 },
  { method: 'GET', url: '/api/no/such/call', status: 404 },
  {
    method: 'OPTIONS',
    url: '/api/auth/login',
    headers: { origin: PUBLIC_URL, 'access-control-request-method': 'POST' },
    status: 204,
  },
  { method: 'GET', url: '/api/auth/checkEmail/%E0%A4%A', status: 400 },
];

describe.each(apiAloneAndBesideSite)('the security headers of /api on %s', (_name, withSite) => {
  let app: FastifyInstance;
  let close = async () => {};
  beforeAll(async () => {
    ({ app, close } = await openAppWithSite(withSite));
  });
  afterAll(() => close());

  it.each(apiAnswers)('$method $url ($status): exactly default-src none and frame-ancestors none', async (call) => {
    const { status, ...request } = call;
    const response = await app.inject(request);
    expect(response.statusCode).toBe(status);
    const directives = String(response.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean);
    expect(directives).toEqual(["default-src 'none'", "frame-ancestors 'none'"]);
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  // Once, login, updateUser, myTeams and getEntry answers carried no Cache-Control.
  it.each(apiAnswers)('$method $url ($status): Cache-Control no-store', async (call) => {
    const { status, ...request } = call;
    const response = await app.inject(request);
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves the reference page its own policy', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
