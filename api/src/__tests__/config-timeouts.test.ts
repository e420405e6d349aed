import { ConfigError, DEFAULT_DATABASE_TIMEOUTS, DEFAULT_REQUEST_TIMEOUT_MS, loadConfig } from '../config';

describe('the timeouts in the configuration', () => {
  const DATABASE_URL = 'postgres://root@127.0.0.1:5432/test';

  it('bounds every wait on PostgreSQL and every API call by default', () => {
    const config = loadConfig({ DATABASE_URL });
    expect(config.database).toEqual({ driver: 'postgres', url: DATABASE_URL, timeouts: DEFAULT_DATABASE_TIMEOUTS });
    expect(config.requestTimeoutMs).toBe(DEFAULT_REQUEST_TIMEOUT_MS);
    // A transaction's statement, and its rollback, fit within one call.
    expect(DEFAULT_REQUEST_TIMEOUT_MS).toBeGreaterThan(2 * (DEFAULT_DATABASE_TIMEOUTS.statementMs + 1_000));
  });

  it('reads DB_CONNECT_TIMEOUT_MS, DB_ACQUIRE_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS and REQUEST_TIMEOUT_MS', () => {
    const config = loadConfig({
      DATABASE_URL,
      DB_CONNECT_TIMEOUT_MS: '1500',
      DB_ACQUIRE_TIMEOUT_MS: '2500',
      DB_STATEMENT_TIMEOUT_MS: '3500',
      REQUEST_TIMEOUT_MS: '9000',
    });
    expect(config.database).toMatchObject({ timeouts: { connectMs: 1500, acquireMs: 2500, statementMs: 3500 } });
    expect(config.requestTimeoutMs).toBe(9000);
  });

  it('refuses a timeout that is not a positive whole number of milliseconds', () => {
    for (const value of ['0', '-5', 'soon', '1.5'])
      expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: value })).toThrow(ConfigError);
  });
});
