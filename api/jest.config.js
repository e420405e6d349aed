const { jestConfig } = require('../jest.base.js');

const base = jestConfig({ name: 'api', dir: __dirname, environment: 'node' });
const swc = base.transform['^.+\\.(t|j)sx?$'];

module.exports = {
  ...base,
  // Jest's VM on Node 20 can neither run PGlite's `await import()` of built-ins (without
  // --experimental-vm-modules) nor require() the ESM-only `cookie` that fastify's inject loads, nor the ESM-only
  // `content-disposition` of the @fastify/static that serves the docs page; compiling them with SWC to CommonJS
  // fixes each.
  transform: { ...base.transform, '^.+\\.c?jsx?$': swc },
  transformIgnorePatterns: ['^(?!.*/node_modules/(@electric-sql/pglite|cookie|content-disposition)/).*/node_modules/'],
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, `${__dirname}/jest.setup.js`],
};
