const { jestConfig } = require('../jest.base.js');

module.exports = jestConfig({ name: 'shared', dir: __dirname });
