import { ConfigError, loadConfig } from '../config';

describe('REMOTE_CANARY_MIN_SESSIONS and REMOTE_CANARY_MARGIN', () => {
  it('default to 50 sessions and 5 points', () => {
    expect(loadConfig({}).remoteCanary).toEqual({ minSessions: 50, marginPoints: 5 });
  });

  it('take a whole number of sessions and a margin from 0 to 100 points', () => {
    expect(loadConfig({ REMOTE_CANARY_MIN_SESSIONS: '5', REMOTE_CANARY_MARGIN: '12.5' }).remoteCanary).toEqual({
      minSessions: 5,
      marginPoints: 12.5,
    });
    expect(loadConfig({ REMOTE_CANARY_MARGIN: '0' }).remoteCanary.marginPoints).toBe(0);
  });

  it.each([
    ['REMOTE_CANARY_MIN_SESSIONS', '0'],
    ['REMOTE_CANARY_MIN_SESSIONS', '2.5'],
    ['REMOTE_CANARY_MARGIN', '-1'],
    ['REMOTE_CANARY_MARGIN', '101'],
    ['REMOTE_CANARY_MARGIN', 'five'],
  ])('refuse %s=%s, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
