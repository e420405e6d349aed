// `npm test` at the root runs every package's tests in one jest process.
const { appFolders } = require('./federation/composition');

module.exports = {
  projects: ['shared', 'api', ...appFolders, 'scripts'].map((folder) => `<rootDir>/${folder}`),
  // testTimeout is a global option: jest ignores a project's own when it runs projects, so the API's 60 s (PGlite
  // start-up, argon2id) has to be stated here, where it also covers form tests that type like a person on a busy machine.
  testTimeout: 60_000,
  // Jest's default leaves a core idle (one worker on a 2-core machine); the suites are independent (each API suite
  // has its own database), so every core runs one.
  maxWorkers: '100%',
};
