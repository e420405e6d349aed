import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { remotesRuntimePlugin } from '../lib/remotes/runtime-plugin';

type FailureArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>>[0];

/**
 * What the federation runtime does when loading `<remote>/routes` from `entry` failed: it hands the failure to the
 * shell's plugin, whose answer (a thrown RemoteLoadError, or nothing) decides what loadRemote does.
 */
export function failLoad(
  remote: string,
  entry: string,
  error: unknown,
  lifecycle: FailureArgs['lifecycle'] = 'onLoad',
): Promise<unknown> {
  const remoteInfo = { name: remote, entry, type: 'global', entryGlobalName: remote, shareScope: 'default' };
  return Promise.resolve(
    remotesRuntimePlugin().errorLoadRemote?.({
      id: `${remote}/routes`,
      error,
      from: 'runtime',
      lifecycle,
      remote: remoteInfo,
      origin: {} as FailureArgs['origin'],
    }),
  );
}
