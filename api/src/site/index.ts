export { sitePlugin, type SitePluginOptions } from './site-plugin';
export { siteOptionsFromEnv, servedRemoteUrl, REMOTE_NAMES, type RemoteName, type SiteOptions } from './site-options';
