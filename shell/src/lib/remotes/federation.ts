import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/**
 * The only module that talks to the federation runtime, so tests can replace it (and the benchmark's single-bundle
 * build, with static imports). `force` drops what the runtime cached for a remote (its manifest, its entry, a failed
 * load) so that the next load starts afresh.
 */
export function registerRemoteEntries(entries: Readonly<Record<string, string>>, force = false): void {
  const remotes = Object.entries(entries).map(([name, entry]) => ({ name, entry }));
  registerRemotes(remotes, { force });
}

export function loadRemoteModule(id: string): Promise<unknown> {
  return loadRemote<unknown>(id);
}
