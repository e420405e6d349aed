// The shell's one remote loader: remotes.json and overrides, route lists, the federation runtime and its plugin
// (time-outs, failures), Retry and the intro's preload.
export {
  RemotesProvider,
  StaticRemotesProvider,
  useRemotes,
  type PublishedLink,
  type RemotesState,
} from './remotes-provider';
export { forgetRemote, remoteLoad, type RemoteLoad } from './remote-loader';
export { RemoteLoadError } from './remote-load-error';
export { REMOTE_TIMEOUT_MS } from './timed-fetch';
export { reportRemoteHealth } from './health-beacon';
