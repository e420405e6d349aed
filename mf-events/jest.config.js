const path = require('node:path');
const { jestConfig } = require('../jest.base.js');

module.exports = {
  ...jestConfig({ name: 'mf-events', dir: __dirname }),
  setupFiles: [path.join(__dirname, 'jest.polyfills.js')],
};
