// The benchmark's baseline: the shell and the three remotes' pages as ONE ordinary webpack build (same loaders,
// same minifier, code split by the same dynamic imports), without Module Federation.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createConfig } = require('../../webpack.shared.js');

const root = path.join(__dirname, '..', '..');

module.exports = (env, argv) => {
  const config = createConfig({ dir: path.join(root, 'shell'), name: 'shell' })(env, {
    ...argv,
    mode: 'production',
  });
  return {
    ...config,
    // Its own cache: the shell's entry would otherwise be reused here with the federation plugin's modules in it.
    cache: {
      ...config.cache,
      name: 'single-bundle',
      buildDependencies: { config: [...config.cache.buildDependencies.config, __filename] },
    },
    output: { ...config.output, path: env.out ?? path.join(root, 'node_modules/.cache/single-bundle') },
    plugins: config.plugins.filter((plugin) => !(plugin instanceof ModuleFederationPlugin)),
    resolve: {
      ...config.resolve,
      alias: {
        ...config.resolve.alias,
        [path.join(root, 'shell/src/lib/remotes/federation.ts')]: path.join(__dirname, 'static-remotes.ts'),
      },
    },
  };
};
