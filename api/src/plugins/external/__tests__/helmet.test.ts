import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../../app';
import { createMemoryMailer } from '../../../mail/memory-mailer';
import { fakeBuiltSite } from '../../../testing/fake-site';
import { PUBLIC_URL, testConfig } from '../../../testing/test-app';
import { openTestDatabase, type TestDatabase } from '../../../testing/test-database';

/** Every kind of /api answer: success, refusals from the routes, the limits, CORS and the router. */
const apiAnswers: Array<InjectOptions & { status: number }> = [
  { method: 'GET', url: '/api/health', status: 200 },
  { method: 'GET', url: '/api/auth/updateUser/someone@example.com', status: 401 },
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

describe.each([
  ['the API alone', false],
  ['the API beside the site (npm start)', true],
])('the security headers of /api on %s', (_name, withSite) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let removeSite = () => {};
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const fake = withSite ? fakeBuiltSite() : null;
    if (fake) removeSite = fake.remove;
    app = await buildApp({
      config: testConfig(),
      database: database.database,
      mailer: createMemoryMailer(),
      site: fake?.site ?? null,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
    removeSite();
  });

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

  it('leaves the reference page its own policy', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
