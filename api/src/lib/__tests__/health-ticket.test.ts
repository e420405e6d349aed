import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../config';
import { FakeClock } from '../../testing/test-app';
import { createHealthTickets, HEALTH_TICKET_FORM, HEALTH_TICKET_VALID_MS, NO_HEALTH_TICKETS } from '../health-ticket';
import { keptSecret } from '../kept-secret';

const KEY = 'a key of the remote health tickets, 32 or more';
const SERVED = { cohort: 7, releases: { events: 12, marketing: null } };
const HOME = '198.51.100.7';

describe('the remote health tickets', () => {
  it('name a new page load each, with the cohort and the releases it was served', () => {
    const tickets = createHealthTickets(KEY, new FakeClock().now);
    const ticket = tickets.issue(SERVED, HOME);
    expect(ticket).toMatch(HEALTH_TICKET_FORM);
    const read = tickets.read(ticket, HOME);
    expect(read).toEqual({ load: expect.stringMatching(/^[\w-]{22}$/), ...SERVED });
    expect(tickets.read(tickets.issue(SERVED, HOME), HOME)?.load).not.toBe(read?.load);
  });

  it('count only from the network they were issued to, unaltered, with this key, for an hour', () => {
    const clock = new FakeClock();
    const tickets = createHealthTickets(KEY, clock.now);
    const ticket = tickets.issue(SERVED, HOME);
    expect(tickets.read(ticket, '198.51.100.8')).toBeNull();
    expect(tickets.read(undefined, HOME)).toBeNull();
    expect(createHealthTickets(`another ${KEY}`, clock.now).read(ticket, HOME)).toBeNull();
    // What it names is signed: a canary's release written in for the stable one is refused.
    const [payload = '', signature] = ticket.split('.');
    const altered = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { r: Record<string, unknown> };
    altered.r.events = 13;
    expect(tickets.read(`${Buffer.from(JSON.stringify(altered)).toString('base64url')}.${signature}`, HOME)).toBeNull();
    clock.advanceMinutes(HEALTH_TICKET_VALID_MS / 60_000 - 1);
    expect(tickets.read(ticket, HOME)).not.toBeNull();
    clock.advanceMinutes(1);
    expect(tickets.read(ticket, HOME)).toBeNull();
  });

  it('group a network under a keyed hash that is not its address, the same in every process with the key', () => {
    const tickets = createHealthTickets(KEY, new FakeClock().now);
    const tag = tickets.networkTag(HOME);
    expect(tag).toMatch(/^[\w-]{16}$/);
    expect(tag).not.toContain('198');
    expect(createHealthTickets(KEY, new FakeClock().now).networkTag(HOME)).toBe(tag);
    expect(tickets.networkTag('198.51.100.8')).not.toBe(tag);
    expect(createHealthTickets(`another ${KEY}`, new FakeClock().now).networkTag(HOME)).not.toBe(tag);
  });

  it('are issued by no process that serves no page', () => {
    expect(() => NO_HEALTH_TICKETS.issue(SERVED, HOME)).toThrow();
    expect(NO_HEALTH_TICKETS.read('x'.repeat(20), HOME)).toBeNull();
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
