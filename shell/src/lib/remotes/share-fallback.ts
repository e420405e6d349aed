import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];
type Shared = ResolveShareArgs['shareInfo'];
type Getter = Shared['get'];

/** The consumer's own copy when the provider's copy cannot be fetched. */
function withFallback(providers: Getter, own: Getter): Getter {
  const get = () => {
    let answer: ReturnType<Getter>;
    try {
      answer = providers();
    } catch {
      return own();
    }
    return answer instanceof Promise ? answer.catch(() => own()) : answer;
  };
  // A getter answers at once or later, like the two it joins; the runtime's type names each kind apart.
  return get as Getter;
}

/**
 * A package the shell does not share (e.g. `@greatstep/shared/api`) is provided by the first remote that registers
 * it, and fetched from that remote's server when another remote first needs it. If that remote has gone down since
 * (or was redeployed, its old chunks gone), the other remote would fail too, for the rest of the visit: its half-run
 * modules stay in webpack's cache (e2e/tests/remote-faults.spec.ts). With this plugin, a copy not
 * yet loaded that cannot be fetched is replaced by the consumer's own copy, which every remote's build carries;
 * the share scope then hands that copy to the next consumer, so the page still holds one copy.
 * A global plugin, because each remote's own federation instance loads its shared packages.
 */
export function shareFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'greatstep-share-fallback',
    resolveShare(args) {
      const { resolver, shareInfo } = args;
      return {
        ...args,
        resolver: () => {
          const chosen = resolver();
          const shared = chosen?.shared;
          // Loaded already (or through a tree-shaken copy, which this does not cover): nothing left to fetch.
          if (!chosen || !shared || shared.lib || shared.loaded || chosen.useTreesShaking) return chosen;
          // The consumer's own copy, or a consumer without one: nothing to fall back on.
          if (typeof shareInfo.get !== 'function' || shared.get === shareInfo.get) return chosen;
          const own = shareInfo.get;
          const get = withFallback(shared.get, own);
          // A view of the registered copy: what the runtime records on it (loaded, lib) lands on the copy itself.
          // A fetch of it already under way (or failed) that fails ends in the consumer's own copy too.
          const view = new Proxy(shared, {
            get: (target, key, receiver): unknown => {
              if (key === 'get') return get;
              if (key === 'loading' && target.loading) return target.loading.catch(() => own());
              return Reflect.get(target, key, receiver);
            },
          });
          return { ...chosen, shared: view };
        },
      };
    },
  };
}
