import path from 'node:path';
import { ConfigError, loadConfig } from '../config';

const repoData = path.join(__dirname, '..', '..', '..', 'data');

describe('loadConfig', () => {
  it('fills the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      // At the repository root whichever workspace runs: the server and `npm run admin` share one database.
      dataDir: repoData,
      database: { driver: 'pglite', dataDir: path.join(repoData, 'db') },
      smtpUrl: undefined,
      mailFrom: 'GreatStep, TMES IIT Kharagpur <greatstept@gmail.com>',
      publicUrl: 'http://localhost:8080',
      rateLimit: true,
      logLevel: 'info',
    });
  });

  it('reads a relative DATA_DIR from where npm was run, not from the workspace folder', () => {
    expect(loadConfig({ DATA_DIR: 'var/gs', INIT_CWD: '/srv/site' }).dataDir).toBe('/srv/site/var/gs');
    expect(loadConfig({ DATA_DIR: '/abs/data', INIT_CWD: '/srv/site' }).dataDir).toBe('/abs/data');
  });

  it('logs JSON unless LOG_FORMAT asks for lines a person reads', () => {
    expect(loadConfig({}).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(ConfigError);
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'on' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).trustProxy).toBe('127.0.0.1,10.0.0.0/8');
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY.*not a number of hops/);
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

  it('keeps rate-limit counts in Redis only when REDIS_URL names one', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6380' }).redisUrl).toBe('redis://127.0.0.1:6380');
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
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

  it('reads the REMOTE_*_URL entries and REMOTE_OVERRIDES (off unless set)', () => {
    expect(loadConfig({})).toMatchObject({ remoteUrls: {}, remoteOverrides: [] });
    const config = loadConfig({
      REMOTE_EVENTS_URL: 'http://localhost:3002/mf-manifest.json',
      REMOTE_ACCOUNT_URL: ' /elsewhere/remoteEntry.js ',
      REMOTE_OVERRIDES: 'http://localhost:*, https://*.example.org',
    });
    expect(config.remoteUrls).toEqual({
      events: 'http://localhost:3002/mf-manifest.json',
      account: '/elsewhere/remoteEntry.js',
    });
    expect(config.remoteOverrides).toEqual(['http://localhost:*', 'https://*.example.org']);
    expect(loadConfig({ REMOTE_OVERRIDES: 'on' }).remoteOverrides).toEqual(['*']);
  });

  it.each([
    ['REMOTE_EVENTS_URL', 'javascript:alert(1)'],
    ['REMOTE_MARKETING_URL', 'cdn.example.org/mf-manifest.json'],
    ['REMOTE_OVERRIDES', 'yes'],
    ['REMOTE_OVERRIDES', "http://localhost:* 'unsafe-inline'"],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});
