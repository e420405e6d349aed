const { jestConfig } = require('../jest.base.js');

module.exports = jestConfig({ name: 'mf-marketing', dir: __dirname });
