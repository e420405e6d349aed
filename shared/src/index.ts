export * from './types';
export * from './messages';
export * from './schemas';
export * from './events/catalogue';
