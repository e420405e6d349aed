// The code paths that comments name, for `npm run check:docs` (scripts/doc-citations.js): a comment that sends its
// reader to a file (`lib/remotes/runtime-plugin.ts`) or a folder (`api/src/testing/`) must name one that exists
// (docs/CONVENTIONS.md#citing-the-documentation).
const path = require('node:path');

/** Files whose comments are `//` and `/* … *\/`. */
const SLASH_COMMENTS = /\.(?:tsx?|[mc]?js|css|jsonc)$/;
/** Files whose comments are `#`: shell scripts, configs, systemd units, the environment example. */
const HASH_COMMENTS = /\.(?:sh|conf|ya?ml|service|example)$|(?:^|\/)\.npmrc$/;

const EXTENSIONS = 'tsx?|[mc]?js|json|css|html|sh|conf|ya?ml|sql|md';
/**
 * A relative path with a file extension and at least one folder, `lib/remotes/runtime-plugin.ts` or
 * `./doc-citations.js`: not part of a URL, a package name (`@scope/…`), a `${…}` template or a longer path.
 */
const FILE_PATH = new RegExp(
  `(?<![\\w@./:$\\-])((?:\\.{1,2}/)*(?:[\\w-][\\w.@-]*/)+[\\w.@-]*\\w\\.(?:${EXTENSIONS}))(?![\\w/-])`,
  'g',
);

/** Where built or installed files live: a path into them names nothing the repository holds. */
const GENERATED =
  /(?:^|\/)(?:dist|node_modules|coverage|\.cache|test-results|playwright-report|\.federation|@mf-types)(?:\/|$)/;

/** The comment text of each line of `file`, as `[line, text]`; files of other kinds have none. */
function commentLines(file, text) {
  const lines = text.split('\n');
  const hashes = HASH_COMMENTS.test(file) || /^#!.*\b(?:ba)?sh\b/.test(lines[0] ?? '');
  if (!hashes && !SLASH_COMMENTS.test(file)) return [];
  const found = [];
  let inBlock = false;
  lines.forEach((line, index) => {
    let comment = '';
    if (hashes) {
      comment = /(?:^|\s)#(.*)$/.exec(line)?.[1] ?? '';
    } else {
      // A comment starts at the line's start or after a space, so `http://` and most strings are not taken for one.
      let rest = line;
      while (rest.length > 0) {
        if (inBlock) {
          const end = rest.indexOf('*/');
          comment += ` ${end < 0 ? rest : rest.slice(0, end)}`;
          rest = end < 0 ? '' : rest.slice(end + 2);
          inBlock = end < 0;
          continue;
        }
        const start = /(^|\s)(\/\/|\/\*)/.exec(rest);
        if (!start) break;
        const at = start.index + start[1].length + 2;
        if (start[2] === '//') {
          comment += ` ${rest.slice(at)}`;
          break;
        }
        rest = rest.slice(at);
        inBlock = true;
      }
    }
    if (comment.trim()) found.push([index + 1, comment]);
  });
  return found;
}

/**
 * The paths a comment names: paths with a file extension, and paths without one that start at a top folder of the
 * repository (`api/src/testing/`). `topFolders`: those folders' names.
 */
function namedPaths(comment, topFolders) {
  const named = new Set([...comment.matchAll(FILE_PATH)].map((match) => match[1]));
  if (topFolders.length > 0) {
    const tops = topFolders.map((folder) => folder.replace(/\./g, '\\.')).join('|');
    const folderPath = new RegExp(`(?<![\\w@./:$\\-])((?:${tops})(?:/[\\w.@-]*\\w)+/?)(?![\\w/-])`, 'g');
    for (const [, folder] of comment.matchAll(folderPath)) {
      if (![...named].some((file) => file.startsWith(folder))) named.add(folder);
    }
  }
  return [...named].filter((named) => !GENERATED.test(named) && !named.startsWith('docs/'));
}

/**
 * Whether `named`, in a comment of `file`, is a file or folder of the repository. `./` and `../` paths are read from
 * the comment's folder; others from that folder or any folder above it, or from a top folder or its `src/` (a
 * workspace's own paths: "the server's site/shell-document.ts"). `exists(path)`: a repository path is a file or folder.
 */
function pathResolves(file, named, { exists, topFolders }) {
  const folder = path.posix.dirname(file);
  if (/^\.\.?\//.test(named)) return exists(path.posix.join(folder, named));
  const bases = [];
  for (let base = folder; ; base = path.posix.dirname(base)) {
    bases.push(base);
    if (base === '.') break;
  }
  for (const top of topFolders) bases.push(top, `${top}/src`);
  return bases.some((base) => exists(path.posix.join(base, named)));
}

/** The repository's files and folders, for `pathResolves`, and its top folders. */
function pathIndex(files) {
  const known = new Set(files);
  for (const file of files) {
    for (
      let folder = path.posix.dirname(file);
      folder !== '.' && !known.has(folder);
      folder = path.posix.dirname(folder)
    ) {
      known.add(folder);
    }
  }
  const topFolders = [...new Set(files.filter((file) => file.includes('/')).map((file) => file.split('/')[0]))];
  return { exists: (named) => known.has(named.replace(/\/$/, '')), topFolders };
}

module.exports = { commentLines, namedPaths, pathIndex, pathResolves };
