export { StandaloneHeader, type StandaloneHeaderProps } from './standalone-header';
