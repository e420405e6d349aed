import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../config';
import { deviceCookieSecret, deviceCookieValue, deviceOf } from '../device-cookie';

describe('the device cookie', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'gs-device-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('names its device for the account it was made for only, whatever the case of the e-mail', () => {
    const value = deviceCookieValue('Asha@Example.com', 0);
    const device = deviceOf(value, 'asha@example.com', 0);
    expect(device).toMatch(/^[\w-]{22}$/);
    expect(deviceOf(value, 'someone.else@example.com', 0)).toBeUndefined();
    expect(deviceOf(deviceCookieValue('asha@example.com', 0, device), 'asha@example.com', 0)).toBe(device);
    expect(deviceOf('junk', 'asha@example.com', 0)).toBeUndefined();
    expect(deviceOf(undefined, 'asha@example.com', 0)).toBeUndefined();
  });

  it("counts only in the generation of the account's password it was made in", () => {
    const before = deviceCookieValue('asha@example.com', 0);
    const after = deviceCookieValue('asha@example.com', 1);
    expect(deviceOf(before, 'asha@example.com', 1)).toBeUndefined();
    expect(deviceOf(after, 'asha@example.com', 1)).toMatch(/^[\w-]{22}$/);
    expect(deviceOf(after, 'asha@example.com', 2)).toBeUndefined();
  });

  it('makes its key once in the data folder, readable by the owner only, and reads it back after', () => {
    const first = deviceCookieSecret(undefined, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(deviceCookieSecret(undefined, dataDir)).toBe(first);
    const file = path.join(dataDir, 'device-cookie.key');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(deviceCookieSecret('a configured secret of thirty-two characters', dataDir)).toBe(
      'a configured secret of thirty-two characters',
    );
  });

  it('refuses a DEVICE_COOKIE_SECRET shorter than 32 characters', () => {
    expect(() => loadConfig({ DEVICE_COOKIE_SECRET: 'short' })).toThrow(ConfigError);
    expect(loadConfig({ DEVICE_COOKIE_SECRET: 'x'.repeat(32) }).deviceCookieSecret).toBe('x'.repeat(32));
    expect(loadConfig({}).deviceCookieSecret).toBeUndefined();
  });
});
