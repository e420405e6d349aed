// How the shell's production build names and groups the files a first visit loads
// (docs/PERFORMANCE.md#the-first-visit-fewer-round-trips).

/**
 * The shell's startup chunks: the shared packages it provides and its app behind `import('./bootstrap')`, in two
 * files: React DOM alone (its evaluation is the longest task of a first visit, better not lengthened further), and
 * the rest. The toast library stays apart: the shell loads it only when a toast is shown. Modules without a file
 * (federation's own provide and consume modules) stay where the plugin put them.
 */
const STARTUP_REACT_DOM = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;
const shellStartupGroups = {
  startupReactDom: {
    name: 'startup-react-dom',
    chunks: 'async',
    enforce: true,
    priority: 2,
    test: (module) => typeof module.resource === 'string' && STARTUP_REACT_DOM.test(module.resource),
  },
  startup: {
    name: 'startup',
    chunks: 'async',
    enforce: true,
    priority: 1,
    test: (module) =>
      typeof module.resource === 'string' && !/[\\/]node_modules[\\/](react-toastify|clsx)[\\/]/.test(module.resource),
  },
};

/**
 * An entry's file name with its content hash. The federation runtime module (@module-federation/enhanced) asks for
 * the entry's file name while webpack is still hashing, before any content hash exists, only to learn the folder it
 * is written to; since webpack 5.111 a [contenthash] there fails the build (webpack/webpack#22199). It gets the
 * plain name then, in the same folder; the file itself is written under the hashed one.
 * @param {import('webpack').PathData} pathData
 */
function hashedEntryFilename(pathData) {
  const chunk = /** @type {{ contentHash?: Record<string, string> } | undefined} */ (pathData.chunk);
  return chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

module.exports = { shellStartupGroups, hashedEntryFilename };
