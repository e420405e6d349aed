// Fixtures for the apps' tests and the library's own; nothing here is bundled into a page.
export { sampleUser } from './sample-user';
