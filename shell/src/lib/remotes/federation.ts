import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { remotesRuntimePlugin } from './runtime-plugin';

let pluginRegistered = false;

/**
 * The only module that talks to the federation runtime, so tests can replace it (and the benchmark's single-bundle
 * build, with static imports). The runtime is the one cache of where each remote is and what it has loaded.
 */
export function registerRemoteEntries(entries: Readonly<Record<string, string>>): void {
  if (!pluginRegistered) {
    registerPlugins([remotesRuntimePlugin()]);
    pluginRegistered = true;
  }
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
}

export function loadRemoteModule(id: string): Promise<unknown> {
  return loadRemote<unknown>(id);
}
