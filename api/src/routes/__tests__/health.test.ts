import { apiMessages } from '../../lib/api-messages';
import { drivers } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

describe.each(drivers)('liveness and readiness on %s', (driver) => {
  const t = useTestApp(driver);

  it('says live at /api/health and ready at /api/ready while the database answers', async () => {
    expect(await t.call({ method: 'GET', url: '/api/health' })).toMatchObject({
      status: 200,
      body: { success: true, message: apiMessages.ok },
    });
    expect(await t.call({ method: 'GET', url: '/api/ready' })).toMatchObject({
      status: 200,
      body: { success: true, message: apiMessages.ready },
    });
  });

  it('documents both in /api/docs, and a 503 on every call', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { summary?: string; responses: Record<string, unknown> }>>;
    }>();
    expect(paths['/api/health']?.get?.summary).toMatch(/^Liveness/);
    expect(paths['/api/ready']?.get?.summary).toMatch(/^Readiness/);
    expect(Object.keys(paths['/api/ready']?.get?.responses ?? {})).toEqual(expect.arrayContaining(['200', '503']));
    const calls = Object.entries(paths).filter(([path]) => path !== '/api/health' && path !== '/api/ready');
    for (const [path, operations] of calls)
      for (const [method, operation] of Object.entries(operations))
        expect({ call: `${method} ${path}`, has503: '503' in operation.responses }).toEqual({
          call: `${method} ${path}`,
          has503: true,
        });
  });
});
