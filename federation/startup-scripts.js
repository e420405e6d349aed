const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'StartupScriptsPlugin';

/**
 * The chunks an app needs before it can render, found in webpack's chunk graph: the chunks of the async boundary its
 * entry imports (`import('./bootstrap')`), and, for every shared package those consume (react, react-dom, the
 * router, …), the chunk the runtime will load it from, following what that consumes in turn. An app that provides
 * the package loads its own copy (it registers first, and the share strategy takes the first loaded); webpack also
 * builds a fallback copy of it, used only when no provider is registered, which is where an app that does not
 * provide the package gets it.
 *
 * @param {import('webpack').Compilation} compilation
 * @returns {Set<import('webpack').Chunk>}
 */
function startupChunks(compilation) {
  const { chunkGraph } = compilation;
  /** The app's own provide modules by share key. `_name` is the share key (ProvideSharedModule keeps no public one). */
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') provided.set(module._name, module);
  }
  const found = new Set();
  const visitBlocks = (module) => {
    for (const block of module.blocks) visit(chunkGraph.getBlockChunkGroup(block));
  };
  const visit = (chunkGroup) => {
    if (!chunkGroup) return;
    for (const chunk of chunkGroup.chunks) {
      if (found.has(chunk)) continue;
      found.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        // A shared package that is not eager sits behind an async block: the provider's, or the fallback's.
        if (module.type !== 'consume-shared-module') continue;
        visitBlocks(provided.get(module.options.shareKey) ?? module);
      }
    }
  };
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const module of chunkGraph.getChunkEntryModulesIterable(entrypoint.getEntrypointChunk())) visitBlocks(module);
  }
  return found;
}

/**
 * Writes the app's startup chunks into its page as deferred scripts before its entry
 * (docs/PERFORMANCE.md#the-first-visit-fewer-round-trips). Without them the browser learns of these chunks only once
 * the entry has arrived and run: a whole round trip later on a phone. Deferred scripts run in order, so each chunk has
 * put its modules in webpack's chunk list before the entry's runtime starts; the runtime then finds them installed and
 * fetches nothing again.
 */
class StartupScriptsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(PLUGIN, (data) => {
        const files = [...startupChunks(compilation)]
          .flatMap((chunk) => [...chunk.files])
          .filter((file) => file.endsWith('.js'))
          .sort();
        const tags = files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: `${data.publicPath}${file}` }),
        );
        data.assetTags.scripts.unshift(...tags);
        return data;
      });
    });
  }
}

module.exports = { StartupScriptsPlugin, startupChunks };
