export * from './fields';
export * from './signup';
export * from './auth';
export * from './guess';
export * from './team';
export { firstMessage, fieldMessages } from './first-message';
export * from './answers';
