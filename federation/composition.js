// The site's composition, named once in composition.json at the repository's root: the shell and each remote's
// federation name, folder, dev-server port and the words a visitor reads for it ("the events section"). The build
// configs, lint and jest set-up, npm start, the benchmarks and the API read it here; adding a remote starts there.
const composition = require('../composition.json');

/** @type {{ folder: string, devPort: number }} */
const shell = composition.shell;
/** @type {ReadonlyArray<{ name: string, folder: string, devPort: number, section: string }>} */
const remotes = composition.remotes;

/**
 * Each remote's part of the site's addresses and the link names it may publish, by name
 * (docs/ARCHITECTURE.md#who-owns-which-paths).
 * @type {Readonly<Record<string, { paths: string[], links: string[] }>>}
 */
const owners = composition.owners;

/** The shell's and the remotes' folders, in build order: the remotes, then the shell. */
const appFolders = [...remotes.map((remote) => remote.folder), shell.folder];

/** The dev-server port of the app in `folder`. */
function devPortOf(folder) {
  const app = [shell, ...remotes].find((candidate) => candidate.folder === folder);
  if (!app) throw new Error(`composition.json names no app in ${folder}`);
  return app.devPort;
}

/**
 * remotes.json for the dev servers: every remote on its own port of `host` (the address the page was opened at, so
 * a phone on the LAN finds them too), overrides allowed from the machine itself.
 */
function devRemotesJson(host = 'localhost') {
  return {
    ...Object.fromEntries(remotes.map((remote) => [remote.name, `http://${host}:${remote.devPort}/mf-manifest.json`])),
    $overrides: [...new Set(['http://localhost:*', 'http://127.0.0.1:*', `http://${host}:*`])],
    $owners: owners,
  };
}

module.exports = { shell, remotes, owners, appFolders, devPortOf, devRemotesJson };
