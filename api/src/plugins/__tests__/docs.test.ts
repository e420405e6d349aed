import { createTestApp, type TestApp } from '../../testing/test-app';

/** The calls (docs/API.md#calls), as the OpenAPI document names them: each with the refusals a caller must handle. */
const calls = [
  ['post', '/api/auth/login', ['200', '400', '401', '429', '503']],
  ['get', '/api/auth/checkEmail/{email}', ['200', '400', '409', '429']],
  ['get', '/api/auth/checkMobile/{mobile}', ['200', '400', '409', '429']],
  ['post', '/api/auth/sendEmail', ['200', '400', '409', '429', '503']],
  ['post', '/api/auth/register', ['201', '400', '409', '429', '503']],
  ['get', '/api/auth/updateUser/{email}', ['200', '401', '403']],
  ['get', '/api/events/getEntry/{userId}', ['200', '400', '401', '403']],
  ['post', '/api/events/addNewEntry', ['201', '400', '401', '403', '409']],
  ['get', '/api/auth/team/getMyTeam/{event}/{userId}', ['200', '400', '401', '403']],
  ['post', '/api/auth/team/createTeam', ['201', '400', '401', '403', '409']],
  ['post', '/api/auth/team/addMembers', ['200', '400', '401', '403', '404', '409']],
  ['delete', '/api/auth/team/deleteMember/{teamId}/{memberId}', ['200', '400', '401', '403', '404']],
  ['post', '/api/auth/resetPassword', ['200', '400', '429']],
  ['put', '/api/auth/changePassword', ['200', '400', '429', '503']],
] as const;

interface Operation {
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  parameters?: Array<{ name: string; in: string }>;
  responses: Record<string, { description: string; content?: Record<string, { schema: { properties?: object } }> }>;
  security?: unknown[];
}

describe('the API reference at /api/docs', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const answer = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(answer.statusCode).toBe(200);
    paths = answer.json<{ paths: typeof paths }>().paths;
  });
  afterAll(() => t.close());

  it.each(calls)('lists %s %s with its answers and refusals', (method, path, statuses) => {
    const operation = paths[path]?.[method];
    expect(operation).toBeDefined();
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining([...statuses, '500']));
    for (const status of statuses) {
      const schema = operation?.responses[status]?.content?.['application/json']?.schema;
      expect(schema?.properties).toMatchObject({ success: expect.any(Object), message: expect.any(Object) });
    }
  });

  it('shows the fields a call takes', () => {
    const register = paths['/api/auth/register']?.post?.requestBody?.content['application/json']?.schema;
    expect(JSON.stringify(register)).toEqual(expect.stringContaining('"code"'));
    expect(paths['/api/auth/login']?.post?.requestBody?.content['application/json']?.schema.properties).toHaveProperty(
      'password',
    );
    expect(paths['/api/auth/team/getMyTeam/{event}/{userId}']?.get?.parameters?.map((p) => p.name)).toEqual([
      'event',
      'userId',
    ]);
    expect(paths['/api/auth/team/getMyTeam/{event}/{userId}']?.get?.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(paths).every((path) => !path.startsWith('/api/docs'))).toBe(true);
  });

  it('serves a reference page whose policy allows only its own scripts and styles', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe');

    // The page at /api/docs (no slash) links its assets by absolute path.
    const bare = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const assets = [...bare.body.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? '');
    expect(assets).toEqual(expect.arrayContaining([expect.stringMatching(/swagger-ui-bundle\.js$/)]));
    for (const asset of assets) {
      expect({
        asset,
        status: (await t.app.inject({ method: 'GET', url: new URL(asset, 'http://x/api/docs').pathname })).statusCode,
      }).toEqual({
        asset,
        status: 200,
      });
    }
    // Every other /api answer keeps the policy of a JSON API.
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['content-security-policy']).toContain("default-src 'none'");
    expect(health.headers['content-security-policy']).not.toContain("script-src 'self'");
  });
});
