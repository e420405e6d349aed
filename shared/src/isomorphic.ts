// The part of the library that runs anywhere, and the only part the API imports: the words, types, validation
// rules, event catalogue and college list that the browser and the server must agree on, and the rules a prerendered
// page's HTML is judged by, which the builds and the server must agree on (also '/page-markup', for the builds).
// Nothing reachable from here touches window, storage, axios or React, and importing it creates no user store.
export * from './messages';
export * from './types';
export * from './schemas';
// The organisers' calls stay out of ./schemas, which every visitor's form page loads whole (a federated singleton is
// not tree-shaken); see docs/ARCHITECTURE.md.
export * from './schemas/organisers';
export * from './schemas/login-challenge';
export * from './events';
export * from './colleges';
export * from './verification-code';
export * from './fee';
export * from './page-heads';
export * from './path-ownership';
export * from './page-markup';
export * from './press-retries';
export * from './kept-press';
