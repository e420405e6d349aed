const fs = require('node:fs');
const path = require('node:path');
const { createConfig } = require('../webpack.shared.js');

const RUNTIME_CONFIG = 'account-config.json';

/**
 * Copies public/account-config.json beside the bundle unchanged (the dev server serves public/ itself). The page
 * fetches it at run time, so a deployment changes the payment form's address by editing that file, not by
 * rebuilding.
 */
class RuntimeConfigPlugin {
  apply(compiler) {
    const source = path.join(__dirname, 'public', RUNTIME_CONFIG);
    compiler.hooks.thisCompilation.tap('RuntimeConfigPlugin', (compilation) => {
      const { Compilation, sources } = compiler.webpack;
      compilation.hooks.processAssets.tap(
        { name: 'RuntimeConfigPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(source);
          compilation.emitAsset(RUNTIME_CONFIG, new sources.RawSource(fs.readFileSync(source)));
        },
      );
    });
  }
}

const base = createConfig({
  dir: __dirname,
  name: 'account',
  exposes: { './routes': './src/app/routes.tsx' },
  // Its public pages (the forms of pages.json) are prerendered, their forms sending nothing before the scripts (the
  // page's policy); the signed-in pages are not public and left to the browser
  // (docs/ARCHITECTURE.md#pages-prerendered-by-the-remotes).
});

module.exports = (env, argv) => {
  const config = base(env, argv);
  return { ...config, plugins: [...config.plugins, new RuntimeConfigPlugin()] };
};
