// Which workspaces `npm start` must build before it serves: those never built, and those with a source file newer
// than their last build. After a pull or an edit, the site served is the code in the tree, not yesterday's bundles.
const fs = require('node:fs');
const path = require('node:path');
const composition = require('../federation/composition');

// What the browser apps' builds read besides their own folder: the shared library's source (webpack compiles it
// in), the common webpack set-up and federation plugins, the TypeScript settings, and the installed packages.
const WEB_COMMON = [
  'shared/src',
  'shared/package.json',
  'webpack.shared.js',
  'federation',
  'tsconfig.base.json',
  'tsconfig.web.json',
  'package-lock.json',
  'composition.json',
];
const remote = ({ folder }) => ({
  workspace: folder,
  output: `${folder}/dist`,
  // A remote's page for its sub-team's dev server wears the site's styles (shell/src/styles).
  inputs: [folder, 'shell/src/styles', ...WEB_COMMON],
});

/** In build order: the API compiles against the shared library, and runs the library's build. */
const WORKSPACES = [
  {
    workspace: '@greatstep/shared',
    output: 'shared/dist',
    inputs: ['shared/src', 'shared/package.json', 'shared/tsconfig.json', 'shared/tsconfig.build.json'],
  },
  ...composition.remotes.map(remote),
  { workspace: 'shell', output: 'shell/dist', inputs: ['shell', ...WEB_COMMON] },
  {
    workspace: '@greatstep/api',
    output: 'api/dist',
    inputs: ['api/src', 'api/package.json', 'api/tsconfig.json', 'api/tsconfig.build.json', 'shared/src'],
  },
];

// Tests, test helpers, outputs and installed packages are never part of a build.
const NOT_AN_INPUT = /(^|\/)(__tests__|testing|dist|node_modules)(\/|$)|\.test\.[jt]sx?$|(^|\/)jest\.config\.js$/;

/** The newest file under `relative` (a file or a folder), leaving out what `skip` matches, or null when there is none. */
function newestFile(root, relative, skip = null) {
  if (skip?.test(relative)) return null;
  let stats;
  try {
    stats = fs.statSync(path.join(root, relative));
  } catch {
    return null;
  }
  if (!stats.isDirectory()) return { file: relative, mtimeMs: stats.mtimeMs };
  let newest = null;
  for (const entry of fs.readdirSync(path.join(root, relative))) {
    const found = newestFile(root, path.posix.join(relative, entry), skip);
    if (found && (!newest || found.mtimeMs > newest.mtimeMs)) newest = found;
  }
  return newest;
}

/** When a workspace was last built: its stamp (written by `markBuilt`) or its newest output file, whichever is later. */
function lastBuilt(root, stampDir, { workspace, output }) {
  const newestOutput = newestFile(root, output)?.mtimeMs;
  let stampMs = 0;
  try {
    stampMs = fs.statSync(path.join(stampDir, stampName(workspace))).mtimeMs;
  } catch {
    // No stamp: built by `npm run build`, or not at all.
  }
  return Math.max(newestOutput ?? 0, stampMs);
}

const stampName = (workspace) => `${workspace.replace(/[@/]/g, '_')}.built`;

/**
 * The builds to run, in order, each with the reason to say: never built, a named source file changed since, or the
 * library it compiles against being rebuilt first.
 * @param {{ root: string, stampDir: string, workspaces?: typeof WORKSPACES }} options
 * @returns {{ workspace: string, reason: string }[]}
 */
function staleBuilds({ root, stampDir, workspaces = WORKSPACES }) {
  const builds = [];
  for (const entry of workspaces) {
    const built = lastBuilt(root, stampDir, entry);
    if (built === 0 || newestFile(root, entry.output) === null) {
      builds.push({ workspace: entry.workspace, reason: 'not built yet' });
      continue;
    }
    const changed = entry.inputs
      .map((input) => newestFile(root, input, NOT_AN_INPUT))
      .filter((found) => found !== null && found.mtimeMs > built)
      .sort((a, b) => b.mtimeMs - a.mtimeMs)[0];
    if (changed) {
      builds.push({ workspace: entry.workspace, reason: `${changed.file} changed since its last build` });
    } else if (
      entry.workspace === '@greatstep/api' &&
      builds.some((build) => build.workspace === '@greatstep/shared')
    ) {
      builds.push({ workspace: entry.workspace, reason: 'the shared library it runs with is being rebuilt' });
    }
  }
  return builds;
}

/** Records that a workspace was just built, even when its build rewrote no file (webpack keeps unchanged ones). */
function markBuilt(stampDir, workspace) {
  fs.mkdirSync(stampDir, { recursive: true });
  const stamp = path.join(stampDir, stampName(workspace));
  fs.writeFileSync(stamp, `${new Date().toISOString()}\n`);
}

module.exports = { staleBuilds, markBuilt, WORKSPACES };
