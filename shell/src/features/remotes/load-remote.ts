import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '../../config/route-table';

export type RemoteEntries = Readonly<Record<RemoteName, string>>;

/**
 * The only module that talks to the federation runtime, so tests can replace it. `force` drops what the runtime
 * cached for a remote (its manifest, its entry, a failed load) so that the next load starts afresh.
 */
export function registerRemoteEntries(entries: Partial<RemoteEntries>, force = false): void {
  const remotes = Object.entries(entries).map(([name, entry]) => ({ name, entry }));
  registerRemotes(remotes, { force });
}

export function loadRemoteModule(id: string): Promise<unknown> {
  return loadRemote<unknown>(id);
}
