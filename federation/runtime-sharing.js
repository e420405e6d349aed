// One federation runtime for the page, the shell's (docs/DECISIONS.md#one-federation-runtime-provided-by-the-shell).

// @module-federation/enhanced adds the inject-external-runtime plugin with require.resolve, which picks its
// CommonJS build, and that drags a second, CommonJS copy of runtime-core into the shell. Its ES build makes the
// shell hand out the runtime-core it already has.
const INJECT_RUNTIME_CJS = require.resolve('@module-federation/inject-external-runtime-core-plugin');
const INJECT_RUNTIME_ESM = INJECT_RUNTIME_CJS.replace(/\.cjs$/, '.js');

/**
 * The shell provides the federation runtime to the page; production remotes use it instead of carrying their own
 * (18 → 7 KB per remoteEntry). A remote's dev server keeps its own runtime, so its standalone page runs alone.
 * The price: a remote built against a newer federation runtime needs the shell deployed first.
 */
function runtimeSharing({ remote, production }) {
  if (remote) return { experiments: production ? { externalRuntime: true } : {}, alias: {} };
  return { experiments: { provideExternalRuntime: true }, alias: { [INJECT_RUNTIME_CJS]: INJECT_RUNTIME_ESM } };
}

module.exports = { runtimeSharing };
