// One jest setup for every package: TypeScript and JSX through SWC, the shared library from source.
const path = require('node:path');

/** @param {{ name: string, dir: string, environment?: 'node' | 'jsdom' }} options */
function jestConfig({ name, dir, environment = 'jsdom' }) {
  const swc = [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ];
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': swc,
      // swiper ships only ES modules (.mjs), compiled like our own source; so does @noble/hashes (.js).
      '^.+\\.mjs$': swc,
    },
    // swiper and @noble/hashes are the packages in node_modules that need compiling: they ship only ES modules.
    transformIgnorePatterns: ['/node_modules/(?!swiper/|@noble/hashes/)'],
    moduleNameMapper: {
      // The trimmed router every app shares (federation/react-router-dom.ts): a name left out of it fails here too.
      '^react-router-dom$': path.join(__dirname, 'federation/react-router-dom.ts'),
      // swiper's styles are imported by package path (swiper/css), without a .css ending.
      '^swiper/css(/.*)?$': 'identity-obj-proxy',
      '^@greatstep/shared$': path.join(__dirname, 'shared/src/index.ts'),
      '^@greatstep/shared/(.*)$': path.join(__dirname, 'shared/src/$1'),
      '\\.(css)$': 'identity-obj-proxy',
      '\\.(png|jpe?g|gif|webp|avif|svg|mp4|webm)$': path.join(__dirname, 'jest.file-stub.js'),
    },
    setupFiles: environment === 'jsdom' ? [path.join(__dirname, 'jest.polyfills.js')] : [],
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest.setup-dom.js')] : [],
  };
}

module.exports = { jestConfig };
