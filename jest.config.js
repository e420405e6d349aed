// `npm test` at the root runs every package's tests in one jest process.
module.exports = {
  projects: ['<rootDir>/shared', '<rootDir>/api', '<rootDir>/shell', '<rootDir>/mf-marketing', '<rootDir>/mf-events', '<rootDir>/mf-account'],
};
