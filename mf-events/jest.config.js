const { jestConfig } = require('../jest.base.js');

module.exports = jestConfig({ name: 'mf-events', dir: __dirname });
