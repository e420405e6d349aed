import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../config';
import { FakeClock } from '../../testing/test-app';
import {
  createHealthTokens,
  HEALTH_TOKEN_FORM,
  HEALTH_TOKEN_PERIOD_MS,
  HEALTH_TOKEN_VALID_MS,
  NO_HEALTH_TOKENS,
} from '../health-token';
import { keptSecret } from '../kept-secret';

const KEY = 'a key of the remote health tokens, 32 or more';

describe('the remote health tokens', () => {
  it('are the same for one release in one period, and differ by remote, release and period', () => {
    const clock = new FakeClock();
    const tokens = createHealthTokens(KEY, clock.now);
    const first = tokens.issue();
    const token = first.tokenFor('events', 7);
    expect(token).toMatch(HEALTH_TOKEN_FORM);
    expect(tokens.issue().tokenFor('events', 7)).toBe(token);
    expect(
      new Set([token, first.tokenFor('events', 8), first.tokenFor('events', null), first.tokenFor('account', 7)]).size,
    ).toBe(4);
    clock.advanceMinutes(HEALTH_TOKEN_PERIOD_MS / 60_000);
    expect(tokens.issue().period).toBe(first.period + 1);
    expect(tokens.issue().tokenFor('events', 7)).not.toBe(token);
  });

  it('are accepted for their remote and release until they expire, an hour after their period at the least', () => {
    const clock = new FakeClock();
    const tokens = createHealthTokens(KEY, clock.now);
    const token = tokens.issue().tokenFor('events', 7);
    expect(tokens.accepts(token, 'events', 7)).toBe(true);
    expect(tokens.accepts(token, 'events', 8)).toBe(false);
    expect(tokens.accepts(token, 'events', null)).toBe(false);
    expect(tokens.accepts(token, 'marketing', 7)).toBe(false);
    expect(tokens.accepts(undefined, 'events', 7)).toBe(false);
    expect(createHealthTokens(`another ${KEY}`, clock.now).accepts(token, 'events', 7)).toBe(false);
    // The expiry is signed: a later one written in is refused.
    const [expiry, signed] = token.split('.');
    expect(tokens.accepts(`${Number(expiry) + 60}.${signed}`, 'events', 7)).toBe(false);
    clock.advanceMinutes(HEALTH_TOKEN_VALID_MS / 60_000);
    expect(tokens.accepts(token, 'events', 7)).toBe(true);
    clock.advanceMinutes(HEALTH_TOKEN_PERIOD_MS / 60_000);
    expect(tokens.accepts(token, 'events', 7)).toBe(false);
  });

  it('are issued by no process that serves no page', () => {
    expect(() => NO_HEALTH_TOKENS.issue()).toThrow();
    expect(NO_HEALTH_TOKENS.accepts('1.x', 'events', 1)).toBe(false);
  });

  it('are signed with REMOTE_HEALTH_SECRET (at least 32 characters), or a key kept in the data folder', () => {
    expect(() => loadConfig({ REMOTE_HEALTH_SECRET: 'short' })).toThrow(ConfigError);
    expect(loadConfig({ REMOTE_HEALTH_SECRET: KEY }).remoteHealthSecret).toBe(KEY);
    expect(loadConfig({}).remoteHealthSecret).toBeUndefined();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gs-health-key-'));
    try {
      const made = keptSecret(undefined, dataDir, 'remote-health.key');
      expect(made.length).toBeGreaterThanOrEqual(32);
      // Another process on the same folder signs alike.
      expect(keptSecret(undefined, dataDir, 'remote-health.key')).toBe(made);
      expect(keptSecret(KEY, dataDir, 'remote-health.key')).toBe(KEY);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
