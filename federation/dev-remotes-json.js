// The shell's dev server answers remotes.json with what this writes from composition.json: every remote at its own
// dev server (`npm run dev`). Production builds carry none: `npm start` answers /remotes.json itself (from
// REMOTE_*_URL and its own builds), and a static host serves the one its integrator writes.
const { sources, Compilation } = require('webpack');
const { devRemotesJson } = require('./composition');

class DevRemotesJsonPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('DevRemotesJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'DevRemotesJsonPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            'remotes.json',
            new sources.RawSource(`${JSON.stringify(devRemotesJson(), null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { DevRemotesJsonPlugin };
