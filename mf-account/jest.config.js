const { jestConfig } = require('../jest.base.js');

module.exports = jestConfig({ name: 'mf-account', dir: __dirname });
