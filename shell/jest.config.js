const { jestConfig } = require('../jest.base.js');

module.exports = jestConfig({ name: 'shell', dir: __dirname });
