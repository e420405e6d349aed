import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { activeOverrides, addressWithout, resetOverride, type Overrides } from './overrides';
import { setRemoteReleases } from './health-beacon';
import { loadPage } from './page-location';
import { preloadRemote, registerRemotes } from './remote-loader';
import { fetchRemotesConfig, type RemoteConfig } from './remotes-config';
import { afterPendingReports, refusedOriginOf, watchRefusedOrigins } from './runtime-plugin';
import { fetchPublishedRoutes, resolvePath, type RemoteRoutesState, type Resolution, type RoutesList } from './routes';
import { warmRoute } from './warm-route';

export type ConfigStatus = 'loading' | 'ready' | 'failed';

/** A link name a remote publishes (e.g. `events`), where it leads and which remote it belongs to. */
export interface PublishedLink {
  path: string;
  remote: string;
}

export interface RemotesState {
  config: ConfigStatus;
  /** What the shell shows for a path (a remote, the 404 page, a wait, or a remote whose list failed). */
  resolve: (pathname: string) => Resolution | { kind: 'config-failed' } | { kind: 'waiting' };
  links: Readonly<Record<string, PublishedLink>>;
  overrides: Overrides;
  retryConfig: () => void;
  /** Fetches a remote's routes.json again after it failed. */
  retryList: (remote: string) => void;
  resetOverride: (remote: string) => void;
}

const RemotesContext = createContext<RemotesState | null>(null);

interface Remote extends RemoteRoutesState {
  entry: string;
}

function initialList(config: RemoteConfig): RoutesList {
  return config.routes ? { status: 'ready', routes: config.routes } : { status: 'loading' };
}

/**
 * Reads remotes.json, applies allowed overrides, registers the remotes, fetches (in parallel) the route lists the
 * server did not fold in, and preloads the current page's remote while the intro plays.
 */
export function RemotesProvider({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState<ConfigStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  const [remotes, setRemotes] = useState<Remote[]>([]);
  const [overrides, setOverrides] = useState<Overrides>({});
  const { pathname, search } = useLocation();
  // The location as the effects below read it when their fetches come back, without re-running for every move.
  const current = useRef({ pathname, search });
  useEffect(() => {
    current.current = { pathname, search };
  }, [pathname, search]);

  const setList = useCallback((name: string, list: RoutesList) => {
    setRemotes((all) => all.map((remote) => (remote.name === name ? { ...remote, list } : remote)));
  }, []);

  const fetchList = useCallback(
    (name: string, entry: string) => {
      fetchPublishedRoutes(entry).then(
        (routes) => setList(name, { status: 'ready', routes }),
        async (error: unknown) => {
          console.error(`The route list of the ${name} remote could not be loaded`, error);
          await afterPendingReports();
          setList(name, { status: 'failed', refusedOrigin: refusedOriginOf(entry) ?? undefined });
        },
      );
    },
    [setList],
  );

  useEffect(() => {
    let live = true;
    watchRefusedOrigins();
    fetchRemotesConfig()
      .then((site) => {
        if (!live) return;
        const names = site.remotes.map((remote) => remote.name);
        const overridden = activeOverrides(current.current.search, names, site.overrideOrigins);
        const loaded: Remote[] = site.remotes.map((remote) => {
          const entry = overridden[remote.name];
          // An overridden remote's routes come from its own bundle, not from what the server folded in.
          return entry
            ? { name: remote.name, entry, list: { status: 'loading' } }
            : { name: remote.name, entry: remote.entry, list: initialList(remote) };
        });
        registerRemotes(Object.fromEntries(loaded.map((remote) => [remote.name, remote.entry])));
        setRemoteReleases(
          Object.fromEntries(site.remotes.map((remote) => [remote.name, remote.release])),
          Object.keys(overridden),
        );
        setOverrides(overridden);
        setRemotes(loaded);
        setConfig('ready');
        for (const remote of loaded) if (remote.list.status === 'loading') fetchList(remote.name, remote.entry);
      })
      .catch((error: unknown) => {
        console.error('remotes.json could not be loaded', error);
        if (live) setConfig('failed');
      });
    return () => {
      live = false;
    };
  }, [attempt, fetchList]);

  // Preload: while the intro plays, the current page's remote is already on its way.
  const preloaded = useRef(false);
  useEffect(() => {
    if (preloaded.current || config !== 'ready') return;
    const resolution = resolvePath(current.current.pathname, remotes);
    if (resolution.kind === 'waiting') return;
    preloaded.current = true;
    if (resolution.kind === 'remote') {
      preloadRemote(resolution.remote);
      warmRoute(
        remotes.find((remote) => remote.name === resolution.remote),
        current.current.pathname,
      );
    }
  }, [config, remotes]);

  const retryConfig = useCallback(() => {
    setConfig('loading');
    setAttempt((count) => count + 1);
  }, []);

  const retryList = useCallback(
    (name: string) => {
      const remote = remotes.find((candidate) => candidate.name === name);
      if (!remote) return;
      setList(name, { status: 'loading' });
      fetchList(name, remote.entry);
    },
    [remotes, fetchList, setList],
  );

  const value = useMemo<RemotesState>(() => {
    const links: Record<string, PublishedLink> = {};
    for (const remote of remotes) {
      if (remote.list.status !== 'ready') continue;
      for (const [link, path] of Object.entries(remote.list.routes.links))
        links[link] ??= { path, remote: remote.name };
    }
    return {
      config,
      resolve: (path) =>
        config === 'ready' ? resolvePath(path, remotes) : { kind: config === 'failed' ? 'config-failed' : 'waiting' },
      links,
      overrides,
      retryConfig,
      retryList,
      resetOverride: (name) => {
        resetOverride(name);
        loadPage(addressWithout(window.location.href, [name]));
      },
    };
  }, [config, remotes, overrides, retryConfig, retryList]);

  return <RemotesContext.Provider value={value}>{children}</RemotesContext.Provider>;
}

export function useRemotes(): RemotesState {
  const state = useContext(RemotesContext);
  if (!state) throw new Error('useRemotes needs a <RemotesProvider> above it');
  return state;
}
