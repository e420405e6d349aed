// The packages every app shares as singletons, at their installed versions
// (docs/CONVENTIONS.md#the-shared-library-owns-shared-state).
const path = require('node:path');

const ROOT = path.join(__dirname, '..');

// Every app shares these as singletons; a trailing slash shares the package's subpaths too
// (react/jsx-runtime, react-dom/client, @greatstep/shared/react). The versions are the installed ones, so the
// share scope compares real versions rather than ranges.
const SINGLETONS = [
  ['react', 'react'],
  ['react/', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/', 'react-dom'],
  // react-router-dom is shared trimmed (see TRIMMED_ROUTER below); react-router is never imported on its own, so
  // it must not be a share key: the trimmed module's import of it has to stay inside the build to be tree-shaken.
  ['react-router-dom', 'react-router-dom'],
  ['react-toastify', 'react-toastify'],
  ['@greatstep/shared', '@greatstep/shared'],
  // The subpaths (./react, ./colleges) must come from the same copy as the root, or a hook would watch another
  // copy of the user store than the one the pages write to.
  ['@greatstep/shared/', '@greatstep/shared'],
];

// The declarative API of React Router, named export by export, shared under the react-router-dom key: part of the
// federation overhead cut (docs/PERFORMANCE.md).
const TRIMMED_ROUTER = path.join(__dirname, 'react-router-dom.ts');

function installedVersion(packageName) {
  if (packageName === '@greatstep/shared') {
    return require(path.join(ROOT, 'shared/package.json')).version;
  }
  return require(require.resolve(`${packageName}/package.json`, { paths: [ROOT] })).version;
}

/** The `shared` of an app's federation plugin: every singleton at its installed version, as the app asks for it. */
function sharedSingletons(appPackage) {
  const wanted = { ...appPackage.peerDependencies, ...appPackage.dependencies };
  return Object.fromEntries(
    SINGLETONS.map(([key, packageName]) => [
      key,
      {
        singleton: true,
        version: installedVersion(packageName),
        requiredVersion: wanted[packageName] ?? false,
        packageName,
        ...(key === 'react-router-dom' && { import: TRIMMED_ROUTER }),
      },
    ]),
  );
}

module.exports = { sharedSingletons };
