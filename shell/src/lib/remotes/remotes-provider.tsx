import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { RemoteScopes } from '@greatstep/shared';
import { useLocation } from 'react-router-dom';
import { addressWithout, resetOverride, type Overrides } from './overrides';
import { loadPage } from './page-location';
import { afterPendingReports, refusedOriginOf } from './refused-origins';
import { serverRefusedOriginOf } from './server-refusal';
import { fetchPublishedRoutes, resolvePath, type Resolution, type RoutesList } from './routes';
import { preloadFirstPage, startRemotes, earlyStart, type Remote } from './start-remotes';

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
  /** Overrides this tab asked for and the site refused, each with why; empty once dismissed. */
  refusedOverrides: readonly string[];
  dismissRefusedOverrides: () => void;
  retryConfig: () => void;
  /** Fetches a remote's routes.json again after it failed. */
  retryList: (remote: string) => void;
  resetOverride: (remote: string) => void;
}

const RemotesContext = createContext<RemotesState | null>(null);

/**
 * Reads remotes.json, applies allowed overrides, registers the remotes, fetches (in parallel) the route lists the
 * server did not fold in, and preloads the current page's remote while the intro plays.
 */
export function RemotesProvider({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState<ConfigStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  const [remotes, setRemotes] = useState<Remote[]>([]);
  const [overrides, setOverrides] = useState<Overrides>({});
  const [refusedOverrides, setRefusedOverrides] = useState<readonly string[]>([]);
  const { pathname, search } = useLocation();
  // The location as the effects below read it when their fetches come back, without re-running for every move.
  const current = useRef({ pathname, search });
  useEffect(() => {
    current.current = { pathname, search };
  }, [pathname, search]);

  // What each remote may claim, from remotes.json: the lists fetched later are held to it.
  const owners = useRef<RemoteScopes | null>(null);

  const setList = useCallback((name: string, list: RoutesList) => {
    setRemotes((all) => all.map((remote) => (remote.name === name ? { ...remote, list } : remote)));
  }, []);

  const fetchList = useCallback(
    (name: string, entry: string) => {
      fetchPublishedRoutes(name, entry, owners.current).then(
        (routes) => setList(name, { status: 'ready', routes }),
        async (error: unknown) => {
          console.error(`The route list of the ${name} remote could not be loaded`, error);
          await afterPendingReports();
          setList(name, {
            status: 'failed',
            refusedOrigin: refusedOriginOf(entry) ?? undefined,
            refusedByServer: serverRefusedOriginOf(entry) ?? undefined,
          });
        },
      );
    },
    [setList],
  );

  // Preload: while the intro plays, the current page's remote is already on its way (start-remotes.ts).
  const preloaded = useRef(false);
  useEffect(() => {
    let live = true;
    // The first attempt is the start bootstrap.tsx made before this rendered, when there is one; Retry starts anew.
    const started = (attempt === 0 && earlyStart()) || startRemotes(current.current);
    started
      .then((site) => {
        if (!live) return;
        preloaded.current ||= site.preloaded;
        owners.current = site.owners;
        // The whole frame renders again with its links and the page's remote: as a transition, React renders it in
        // short slices instead of one long task on a phone's main thread (docs/PERFORMANCE.md#less-main-thread-work).
        // The page's remote mounts a new Suspense boundary, whose loading state shows at once all the same.
        startTransition(() => {
          setOverrides(site.overrides);
          setRefusedOverrides(site.refusedOverrides);
          setRemotes(site.remotes);
          setConfig('ready');
        });
        for (const remote of site.remotes) if (remote.list.status === 'loading') fetchList(remote.name, remote.entry);
      })
      .catch((error: unknown) => {
        console.error('remotes.json could not be loaded', error);
        if (live) setConfig('failed');
      });
    return () => {
      live = false;
    };
  }, [attempt, fetchList]);

  // A remote whose route list came later (an overridden one) is preloaded once the list is here.
  useEffect(() => {
    if (preloaded.current || config !== 'ready') return;
    preloaded.current = preloadFirstPage(remotes, current.current.pathname);
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
      refusedOverrides,
      dismissRefusedOverrides: () => setRefusedOverrides([]),
      retryConfig,
      retryList,
      resetOverride: (name) => {
        resetOverride(name);
        loadPage(addressWithout(window.location.href, [name]));
      },
    };
  }, [config, remotes, overrides, refusedOverrides, retryConfig, retryList]);

  return <RemotesContext.Provider value={value}>{children}</RemotesContext.Provider>;
}

const noAction = () => undefined;

/**
 * The state the build's prerender of the frame renders with (app/prerender-frame.tsx): the links it is given, no
 * remote, nothing to retry.
 */
export function StaticRemotesProvider({ links, children }: { links: RemotesState['links']; children: ReactNode }) {
  const value: RemotesState = {
    config: 'loading',
    resolve: () => ({ kind: 'waiting' }),
    links,
    overrides: {},
    refusedOverrides: [],
    dismissRefusedOverrides: noAction,
    retryConfig: noAction,
    retryList: noAction,
    resetOverride: noAction,
  };
  return <RemotesContext.Provider value={value}>{children}</RemotesContext.Provider>;
}

export function useRemotes(): RemotesState {
  const state = useContext(RemotesContext);
  if (!state) throw new Error('useRemotes needs a <RemotesProvider> above it');
  return state;
}
