// One jest setup for every package: TypeScript and JSX through SWC, the shared library from source.
const path = require('node:path');

/** @param {{ name: string, dir: string, environment?: 'node' | 'jsdom' }} options */
function jestConfig({ name, dir, environment = 'jsdom' }) {
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      // The trimmed router every app shares (federation/react-router-dom.ts): a name left out of it fails here too.
      '^react-router-dom$': path.join(__dirname, 'federation/react-router-dom.ts'),
      '^@greatstep/shared$': path.join(__dirname, 'shared/src/index.ts'),
      '^@greatstep/shared/(.*)$': path.join(__dirname, 'shared/src/$1'),
      '\\.(css)$': 'identity-obj-proxy',
      '\\.(png|jpe?g|gif|webp|svg|mp4|webm)$': path.join(__dirname, 'jest.file-stub.js'),
    },
    setupFiles: environment === 'jsdom' ? [path.join(__dirname, 'jest.polyfills.js')] : [],
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest.setup-dom.js')] : [],
  };
}

module.exports = { jestConfig };
