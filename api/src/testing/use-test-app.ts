import type { Config } from '../config';
import type { MemoryMailer } from '../mail/memory-mailer';
import { createTestApp, type Driver, type TestApp } from './test-app';

/**
 * The set-up every API suite shares: an app on `driver` built before the suite's tests and closed after them. The
 * returned value stands for that app from the first test on (it reads the live one), so a suite writes
 * `const t = useTestApp(driver);` where it once declared, built and closed its own.
 */
export function useTestApp(driver: Driver, overrides: Partial<Config> = {}, mailer?: MemoryMailer): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(driver, overrides, mailer);
  });
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as TestApp, {
    get(_target, key: keyof TestApp) {
      if (!current) throw new Error('The test app is built in beforeAll: use it inside a test or a hook');
      return current[key];
    },
  });
}
