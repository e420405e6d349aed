export { sitePlugin, type SitePluginOptions } from './site-plugin';
export { siteOptions, servedRemoteUrl, type SiteOptions } from './site-options';
export { REMOTE_NAMES, type RemoteName } from './remote-names';
