const path = require('node:path');
const { jestConfig } = require('../jest.base.js');

module.exports = {
  ...jestConfig({ name: 'shell', dir: __dirname }),
  setupFiles: [path.join(__dirname, 'jest.polyfills.js')],
};
