import path from 'node:path';
import { ConfigError, loadConfig } from '../config';

describe('loadConfig', () => {
  it('fills the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      database: { driver: 'pglite', dataDir: path.join(path.resolve('./data'), 'db') },
      smtpUrl: undefined,
      mailFrom: 'GreatStep, TMES IIT Kharagpur <greatstept@gmail.com>',
      publicUrl: 'http://localhost:8080',
      rateLimit: true,
      logLevel: 'info',
    });
  });

  it('reads PostgreSQL, SMTP, PUBLIC_URL and RATE_LIMIT', () => {
    const config = loadConfig({
      PORT: '4555',
      DATABASE_URL: 'postgres://root@127.0.0.1:5432/test',
      SMTP_URL: 'smtp://mail.example:25',
      PUBLIC_URL: 'https://greatstep.example/',
      RATE_LIMIT: 'off',
    });
    expect(config).toMatchObject({
      port: 4555,
      database: { driver: 'postgres', url: 'postgres://root@127.0.0.1:5432/test' },
      smtpUrl: 'smtp://mail.example:25',
      publicUrl: 'https://greatstep.example',
      rateLimit: false,
    });
  });

  it('names each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', RATE_LIMIT: 'maybe', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', RATE_LIMIT: 'maybe', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/RATE_LIMIT/);
      expect((error as Error).message).toMatch(/DATABASE_URL/);
    }
  });
});
