export * from './fields';
export * from './signup';
export * from './auth';
export * from './guess';
export * from './team';
export * from './payment';
// The words of the team links travel with the schema that checks their tokens (see team-link-messages.ts).
export { teamLinkMessages } from '../team-link-messages';
export { firstMessage, fieldMessages } from './first-message';
export * from './answers';
