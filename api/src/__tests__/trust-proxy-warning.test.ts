import { TRUST_PROXY_ON_WARNING } from '../app';
import { openAppWithSite } from '../testing/fake-site';
import { testConfig } from '../testing/test-app';

// Once, with TRUST_PROXY=on, a client rotating X-Forwarded-For escaped every per-address limit.
describe('TRUST_PROXY at start', () => {
  async function startLog(trustProxy: boolean | string): Promise<string[]> {
    const lines: string[] = [];
    const { close } = await openAppWithSite(false, {
      config: testConfig({ trustProxy, logLevel: 'warn' }),
      logStream: { write: (line) => lines.push(line) },
    });
    await close();
    return lines.map((line) => String((JSON.parse(line) as { msg: unknown }).msg));
  }

  // One app each: an app with its embedded database takes seconds to open on a busy two-core machine.
  it('warns when it is on, which believes any client', async () => {
    expect(await startLog(true)).toContain(TRUST_PROXY_ON_WARNING);
  });

  it('does not warn when it names the proxy', async () => {
    expect(await startLog('127.0.0.1')).not.toContain(TRUST_PROXY_ON_WARNING);
  });

  it('does not warn when it is off', async () => {
    expect(await startLog(false)).not.toContain(TRUST_PROXY_ON_WARNING);
  });
});
