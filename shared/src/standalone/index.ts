export { mountStandalone } from './mount-standalone';
export { StandaloneHeader, type StandaloneHeaderProps } from './standalone-header';
export { COMPOSED_DEV_URL, StandaloneApp, StandaloneSite, type StandaloneSiteProps } from './standalone-site';
