import { buildApp } from '../app';
import { createMemoryMailer } from '../mail/memory-mailer';
import { testConfig } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';

describe('the log', () => {
  it('has one line per API call, without the path’s personal data, and no per-request chatter', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const db = await openTestDatabase('pglite');
    const app = await buildApp({
      config: testConfig({ logLevel: 'info' }),
      database: db.database,
      mailer: createMemoryMailer(),
      logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    try {
      await app.inject({ method: 'GET', url: '/api/health' });
      await app.inject({ method: 'GET', url: '/api/auth/checkEmail/someone@example.com' });

      const calls = lines.filter((line) => line.msg === 'api call');
      expect(calls).toEqual([
        expect.objectContaining({ method: 'GET', route: '/api/health', statusCode: 200 }),
        expect.objectContaining({ method: 'GET', route: '/api/auth/checkEmail/:email', statusCode: 200 }),
      ]);
      expect(JSON.stringify(lines)).not.toContain('someone@example.com');
      expect(lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toEqual([]);
    } finally {
      await app.close();
      await db.dispose();
    }
  });
});
