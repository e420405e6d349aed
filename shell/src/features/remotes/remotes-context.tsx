import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { findRouteOwner, type RemoteName } from '../../config/route-table';
import { registerRemoteEntries, type RemoteEntries } from './load-remote';
import { loadRemoteRoutes } from './remote-routes-loader';
import { fetchRemotesConfig } from './remotes-config';

export type RemotesStatus = 'loading' | 'ready' | 'failed';

interface RemotesState {
  status: RemotesStatus;
  /** Loads remotes.json again after it failed. */
  retryConfig: () => void;
  /** Drops what the federation runtime cached for a remote, so that its next load really fetches again. */
  resetRemote: (remote: RemoteName) => void;
}

const RemotesContext = createContext<RemotesState | null>(null);

/** Reads remotes.json, registers the remotes with the federation runtime and starts the current page's remote. */
export function RemotesProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<RemotesStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  const entries = useRef<RemoteEntries | null>(null);
  const { pathname } = useLocation();
  const currentPath = useRef(pathname);

  useEffect(() => {
    currentPath.current = pathname;
  }, [pathname]);

  useEffect(() => {
    let live = true;
    fetchRemotesConfig().then(
      (config) => {
        if (!live) return;
        registerRemoteEntries(config);
        entries.current = config;
        setStatus('ready');
        // Preload: while the intro plays, the current page's remote is already on its way.
        const owner = findRouteOwner(currentPath.current);
        if (owner) loadRemoteRoutes(owner).catch(() => undefined);
      },
      () => {
        if (live) setStatus('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const retryConfig = useCallback(() => {
    setStatus('loading');
    setAttempt((count) => count + 1);
  }, []);

  const resets = useRef(0);
  const resetRemote = useCallback((remote: RemoteName) => {
    const entry = entries.current?.[remote];
    if (!entry) return;
    // A new address as well: the browser holds a request that is still hanging and would make a new one for the
    // same URL wait behind it.
    const url = new URL(entry);
    resets.current += 1;
    url.searchParams.set('retry', String(resets.current));
    registerRemoteEntries({ [remote]: url.href }, true);
  }, []);

  const value = useMemo(() => ({ status, retryConfig, resetRemote }), [status, retryConfig, resetRemote]);
  return <RemotesContext.Provider value={value}>{children}</RemotesContext.Provider>;
}

export function useRemotes(): RemotesState {
  const state = useContext(RemotesContext);
  if (!state) throw new Error('useRemotes needs a <RemotesProvider> above it');
  return state;
}
