// The shell's one remote loader: remotes.json and overrides, route lists, the federation runtime, the cache, the
// time-out, Retry and the intro's preload.
export { RemotesProvider, useRemotes, type PublishedLink, type RemotesState } from './remotes-provider';
export { RemoteLoadError, REMOTE_TIMEOUT_MS, forgetRemote, remoteRoutes } from './remote-loader';
