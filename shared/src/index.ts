export * from './types';
export * from './messages';
export * from './schemas';
export * from './events/catalogue';
export * from './store';
export * from './api';
export * from './toasts';
