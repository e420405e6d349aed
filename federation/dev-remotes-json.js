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

/**
 * The shell's dev server answers remotes.json for the address the page was opened at (its Host header): the page at
 * http://192.168.1.5:3000 gets the remotes at http://192.168.1.5:3001–3003. The emitted file is the localhost one.
 */
function devRemotesJsonMiddleware(req, res, next) {
  if (req.method !== 'GET' || !/^\/remotes\.json(\?|$)/.test(req.url ?? '')) {
    next();
    return;
  }
  let host = 'localhost';
  try {
    host = new URL(`http://${req.headers.host}`).hostname || host;
  } catch {
    // No usable Host header: the localhost file.
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.end(`${JSON.stringify(devRemotesJson(host), null, 2)}\n`);
}

module.exports = { DevRemotesJsonPlugin, devRemotesJsonMiddleware };
