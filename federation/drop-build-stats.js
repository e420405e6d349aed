const PLUGIN = 'DropBuildStatsPlugin';

/**
 * Module Federation's manifest plugin writes a stats file beside mf-manifest.json (`mf-manifest-stats.json`, or
 * `mf-stats.json` under its default name), and the build compresses it like every other file. It is for build tools,
 * not browsers: no loader reads it, and it names the build machine's absolute paths (`/home/…/federation/…`). A
 * folder copied to a server or a CDN publishes whatever it holds, so the build does not keep it.
 */
const BUILD_STATS = /(?:^|\/)mf-(?:manifest-)?stats\.json(?:\.br|\.gz)?$/;

/** Removes the stats file and its compressed copies from the output, after every plugin that makes them has run. */
class DropBuildStatsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        // The last stage: the federation plugin emits the file, and the compression plugins copy it, before this.
        { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          for (const name of Object.keys(compilation.assets)) {
            if (BUILD_STATS.test(name)) compilation.deleteAsset(name);
          }
        },
      );
    });
  }
}

module.exports = { BUILD_STATS, DropBuildStatsPlugin };
