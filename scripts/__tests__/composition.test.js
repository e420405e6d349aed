const fs = require('node:fs');
const path = require('node:path');
const { appFolders, devPortOf, devRemotesJson, owners, remotes, shell } = require('../../federation/composition');

const root = path.join(__dirname, '../..');

test('every app composition.json names is a folder with its webpack config and package', () => {
  for (const folder of appFolders) {
    expect(fs.existsSync(path.join(root, folder, 'webpack.config.js'))).toBe(true);
    expect(fs.existsSync(path.join(root, folder, 'package.json'))).toBe(true);
  }
});

test('names, folders and dev ports are each used once', () => {
  const unique = (values) => new Set(values).size === values.length;
  expect(unique(remotes.map((remote) => remote.name))).toBe(true);
  expect(unique(appFolders)).toBe(true);
  expect(unique(appFolders.map(devPortOf))).toBe(true);
  expect(devPortOf(shell.folder)).toBe(shell.devPort);
});

test("the dev shell's remotes.json points every remote at its dev server", () => {
  expect(devRemotesJson()).toMatchObject(
    Object.fromEntries(remotes.map((remote) => [remote.name, `http://localhost:${remote.devPort}/mf-manifest.json`])),
  );
});

test("the benchmark's single bundle imports every remote's routes", () => {
  // Static imports must name their files, so this stand-in is the one list written out by hand; it must keep up.
  const standIn = fs.readFileSync(path.join(root, 'scripts/single-bundle/static-remotes.ts'), 'utf8');
  for (const { name, folder } of remotes) {
    expect(standIn).toContain(`case '${name}/routes':`);
    expect(standIn).toContain(`import('../../${folder}/src/app/routes')`);
  }
});

test('no path or link name is given to two remotes: each address has one owner', () => {
  expect(Object.keys(owners).sort()).toEqual(remotes.map((remote) => remote.name).sort());
  const links = Object.values(owners).flatMap((owned) => owned.links);
  expect(new Set(links).size).toBe(links.length);
  const paths = Object.values(owners).flatMap((owned) =>
    owned.paths.map((owns) => owns.toLowerCase().replace(/\/\*$/, '')),
  );
  expect(new Set(paths).size).toBe(paths.length);
});
