export { sitePlugin } from './site-plugin';
export { siteOptions, type SiteOptions } from './site-options';
