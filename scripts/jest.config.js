const { jestConfig } = require('../jest.base.js');

// The repository's own tools (npm start's build check, the documentation check): plain Node, tests beside them.
module.exports = {
  ...jestConfig({ name: 'scripts', dir: __dirname, environment: 'node' }),
  testMatch: ['<rootDir>/**/__tests__/**/*.test.[jt]s'],
};
