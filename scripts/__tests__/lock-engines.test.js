const { findEngineProblems, formatEngineProblems } = require('../lock-engines');
const ourPackage = require('../../package.json');
const ourLock = require('../../package-lock.json');

const OURS = '^20.19.0 || ^22.13.0 || >=24';

/** A made-up lock file: its packages, each `location → entry`. */
const lockOf = (packages) => ({ packages: { '': { name: 'greatstep', engines: { node: OURS } }, ...packages } });

test('every package of our lock file runs on the Node versions package.json states', () => {
  expect(formatEngineProblems(ourPackage.engines.node, findEngineProblems(ourPackage.engines.node, ourLock))).toEqual(
    [],
  );
});

test('names a package that needs a newer Node than our minimum, and one that refuses a later line we admit', () => {
  const lock = lockOf({
    'node_modules/undici': { version: '7.29.1', engines: { node: '>=20.18.1' } },
    'node_modules/@rspack/core': { version: '2.3.2', engines: { node: '^20.19.0 || >=22.12.0' } },
    'node_modules/some-tool': { version: '1.0.0', engines: { node: '>=20.20.0' } },
    'node_modules/a/node_modules/old-line': { version: '3.1.0', engines: { node: '^20.19.0 || ^22.13.0' } },
    'node_modules/no-engines': { version: '1.0.0' },
  });
  expect(formatEngineProblems(OURS, findEngineProblems(OURS, lock))).toEqual([
    `old-line@3.1.0 needs Node ^20.19.0 || ^22.13.0, not all of ${OURS}`,
    `some-tool@1.0.0 needs Node >=20.20.0, not all of ${OURS}`,
  ]);
});

test('a minimum stated lower than a package needs is caught: Node 20.0 could not install @rspack/core', () => {
  const lock = lockOf({
    'node_modules/@rspack/core': { version: '2.3.2', engines: { node: '^20.19.0 || >=22.12.0' } },
  });
  expect(findEngineProblems('>=20', lock)).toEqual([
    { name: '@rspack/core', version: '2.3.2', range: '^20.19.0 || >=22.12.0' },
  ]);
});

test("an optional package's range is its own business: npm leaves it out where it does not fit", () => {
  const lock = lockOf({
    'node_modules/@img/sharp-win32-ia32': { version: '0.35.5', optional: true, engines: { node: '^20.9.0' } },
  });
  expect(findEngineProblems(OURS, lock)).toEqual([]);
});
