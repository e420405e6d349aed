// `npm test` at the root runs every package's tests in one jest process.
module.exports = {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/api',
    '<rootDir>/shell',
    '<rootDir>/mf-marketing',
    '<rootDir>/mf-events',
    '<rootDir>/mf-account',
    '<rootDir>/scripts',
  ],
  // testTimeout is a global option: jest ignores a project's own when it runs projects, so the API's 60 s (PGlite
  // start-up, argon2id) has to be stated here, where it also covers form tests that type like a person on a busy machine.
  testTimeout: 60_000,
};
