#!/usr/bin/env node
// Part of `npm run check:deps`, inside `npm test`: every Node version our package.json admits (`engines.node`) runs
// every package of the lock file, so the range we state is the real one. With `engine-strict` (.npmrc) an install on a
// Node outside a package's range fails; this finds such a package the day it enters the lock, on any machine, rather
// than on the first machine whose Node it refuses (docs/DECISIONS.md#nodes-real-range).
const fs = require('node:fs');
const path = require('node:path');
const semver = require('semver');

const ROOT = path.join(__dirname, '..');

/**
 * Each package of `lock` (package-lock.json's `packages`) whose `engines.node` leaves out a version that `ours`
 * admits, as `{name, version, range}`. Optional packages are not held to it: npm leaves out an optional package whose
 * engine does not fit instead of failing (the platform builds of esbuild, sharp, Rspack…).
 */
function findEngineProblems(ours, lock) {
  const problems = [];
  for (const [location, entry] of Object.entries(lock.packages ?? {})) {
    const range = entry.engines?.node;
    if (location === '' || entry.optional || typeof range !== 'string') continue;
    if (semver.subset(ours, range, { includePrerelease: false })) continue;
    const name = entry.name ?? location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
    // One line per version, however many places the lock installs it in.
    if (problems.some((problem) => problem.name === name && problem.version === entry.version)) continue;
    problems.push({ name, version: entry.version, range });
  }
  return problems.sort((a, b) => a.name.localeCompare(b.name));
}

/** One line per package: `name@version needs Node <range>`. */
function formatEngineProblems(ours, problems) {
  return problems.map(({ name, version, range }) => `${name}@${version} needs Node ${range}, not all of ${ours}`);
}

if (require.main === module) {
  const ours = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).engines.node;
  const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
  const problems = findEngineProblems(ours, lock);
  if (problems.length > 0) {
    console.error(formatEngineProblems(ours, problems).join('\n'));
    console.error(`\npackage.json says Node ${ours}: narrow it, or choose versions of these packages that run there.`);
    process.exitCode = 1;
  } else {
    console.log(`Every package of the lock file runs on Node ${ours}.`);
  }
}

module.exports = { findEngineProblems, formatEngineProblems };
