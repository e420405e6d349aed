import { createInstance } from '@module-federation/runtime';
import { shareFallbackPlugin } from '../share-fallback';

/**
 * Two remotes' federation instances over one share scope, as in the page: the provider registered a package first,
 * the consumer loads it. The real runtime decides; the plugin only joins the consumer, as the shell's global plugin
 * joins every remote's instance.
 */
type Getter = () => Promise<() => { copy: string }>;

let instances = 0;

function twoRemotes(providersCopy: Getter, { plugin = true } = {}) {
  instances += 1;
  const consumersCopy = jest.fn(() => Promise.resolve(() => ({ copy: 'account' })));
  const share = (get: Getter) => ({
    pkg: { version: '0.1.0', get, shareConfig: { singleton: false, requiredVersion: '^0.1.0' } },
  });
  const provider = createInstance({ name: `events${instances}`, remotes: [], shared: share(providersCopy) });
  const consumer = createInstance({
    name: `account${instances}`,
    remotes: [],
    shared: share(consumersCopy),
    plugins: plugin ? [shareFallbackPlugin()] : [],
  });
  const scope = provider.shareScopeMap.default;
  if (!scope) throw new Error('the provider registered no share scope');
  consumer.initShareScopeMap('default', scope);
  const load = async () => {
    const factory = await consumer.loadShare<{ copy: string }>('pkg');
    if (!factory) throw new Error('no copy of pkg');
    return factory()?.copy;
  };
  return { load, registered: () => scope.pkg?.['0.1.0'], provider, consumersCopy };
}

const gone = () => Promise.reject(new Error('Loading chunk 244 failed'));
const providers = () => Promise.resolve(() => ({ copy: 'events' }));

test('without the plugin, a provider gone down takes the consumer down with it, for good (the bug)', async () => {
  const { load } = twoRemotes(gone, { plugin: false });
  await expect(load()).rejects.toThrow('Loading chunk 244 failed');
  await expect(load()).rejects.toThrow('Loading chunk 244 failed');
});

test("a copy its provider can no longer serve is replaced by the consumer's own", async () => {
  const { load } = twoRemotes(gone);
  await expect(load()).resolves.toBe('account');
});

test('the next consumer gets that same copy: the page still holds one, recorded as loaded', async () => {
  const { load, registered } = twoRemotes(gone);
  await load();
  await expect(load()).resolves.toBe('account');
  expect(registered()).toMatchObject({ loaded: true });
});

test("a provider that answers still provides: the consumer's own copy is not fetched", async () => {
  const { load, registered, consumersCopy } = twoRemotes(providers);
  await expect(load()).resolves.toBe('events');
  expect(registered()).toMatchObject({ loaded: true });
  expect(consumersCopy).not.toHaveBeenCalled();
});

test("a copy whose fetch failed before (its own remote's, as it went down) is replaced by the consumer's own", async () => {
  const { load, provider } = twoRemotes(gone);
  await expect(provider.loadShare('pkg')).rejects.toThrow('Loading chunk 244 failed');
  await expect(load()).resolves.toBe('account');
});
