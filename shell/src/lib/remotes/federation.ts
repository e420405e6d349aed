import { loadRemote, registerGlobalPlugins, registerPlugins, registerRemotes } from '@module-federation/runtime';
import { remotesRuntimePlugin } from './runtime-plugin';
import { shareFallbackPlugin } from './share-fallback';

// The only module that talks to the federation runtime, so tests can replace it (and the benchmark's single-bundle
// build, with static imports). The runtime is the one record of where each remote is and what it has loaded.
let pluginJoined = false;

export function registerRemoteEntries(entries: Readonly<Record<string, string>>): void {
  // Not at import: jest evaluates this module to mock it, where there is no runtime to join.
  if (!pluginJoined) {
    registerPlugins([remotesRuntimePlugin()]);
    // Global: each remote's own federation instance, made when its remoteEntry.js runs, loads its shared packages.
    registerGlobalPlugins([shareFallbackPlugin()]);
  }
  pluginJoined = true;
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
}

export function loadRemoteModule(id: string): Promise<unknown> {
  return loadRemote<unknown>(id);
}
