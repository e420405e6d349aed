import { PER_NETWORK } from '../../lib/counted-limits';
import { type TestApp } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

// The per-IP budget of resetPassword (plugins/external/rate-limit.ts): generous, for a college behind one address.
const PER_IP = PER_NETWORK.max;

async function checkFrom(t: TestApp, forwardedFor: string, n: number): Promise<number> {
  const { status } = await t.call({
    method: 'POST',
    url: '/api/auth/resetPassword',
    payload: { email: `visitor${n}@example.com` },
    headers: { 'x-forwarded-for': forwardedFor },
  });
  return status;
}

describe.each([
  ['a proxy it trusts (TRUST_PROXY=127.0.0.1)', '127.0.0.1', false],
  ['no trusted proxy (the default)', false, true],
] as const)('behind %s', (_name, trustProxy, shared) => {
  const t = useTestApp('pglite', { trustProxy });

  it(
    shared ? 'counts every visitor as the proxy’s one address' : 'gives each forwarded visitor a per-IP budget',
    async () => {
      for (let n = 0; n < PER_IP; n += 1) expect(await checkFrom(t, '203.0.113.7', n)).toBe(200);
      expect(await checkFrom(t, '203.0.113.7', PER_IP)).toBe(429);
      expect(await checkFrom(t, '198.51.100.9', PER_IP + 1)).toBe(shared ? 429 : 200);
    },
  );
});
