const path = require('node:path');
const { jestConfig } = require('../jest.base.js');

// The repository's own tools (npm start's build check, the documentation check) and the builds' (federation/): plain
// Node, tests beside them.
module.exports = {
  ...jestConfig({ name: 'scripts', dir: __dirname, environment: 'node' }),
  roots: [__dirname, path.join(__dirname, '..', 'federation')],
  testMatch: ['**/__tests__/**/*.test.[jt]s'],
};
