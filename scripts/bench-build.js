#!/usr/bin/env node
// `npm run bench:build`: how long the production builds of the four front-end apps take on this machine, cold
// (no webpack cache, no dist) and warm after a one-file change, against the goals of docs/ARCHITECTURE.md#builds. It
// runs the same `npm run build:web` as `npm run build`: the apps in parallel, as many at once as there are cores.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const { appFolders: apps } = require('../federation/composition');

const root = path.join(__dirname, '..');
const GOAL_COLD_S = 30;
const GOAL_WARM_S = 10;
// A page of a remote, as a sub-team would edit it; the change is a comment, undone afterwards.
const editedFile = path.join(root, 'mf-events/src/app/routes.tsx');

function buildApps() {
  const started = process.hrtime.bigint();
  execFileSync('npm', ['run', '-s', 'build:web'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  return Number(process.hrtime.bigint() - started) / 1e9;
}

function verdict(seconds, goal) {
  return `${seconds.toFixed(1)} s — ${seconds <= goal ? 'meets' : 'MISSES'} the goal of ≤ ${goal} s`;
}

function main() {
  // The shared library's dist is what the API compiles against; the front-end builds read its source.
  fs.rmSync(path.join(root, 'node_modules/.cache/webpack'), { recursive: true, force: true });
  for (const app of apps) fs.rmSync(path.join(root, app, 'dist'), { recursive: true, force: true });
  console.log(`Front-end builds of ${apps.join(', ')} on ${os.availableParallelism()} cores`);
  const cold = buildApps();
  console.log(`Cold build (no cache, no dist):       ${verdict(cold, GOAL_COLD_S)}`);

  const original = fs.readFileSync(editedFile, 'utf8');
  try {
    fs.writeFileSync(editedFile, `${original}\n// bench:build edit ${Date.now()}\n`);
    const warm = buildApps();
    console.log(`Warm rebuild after a one-file change: ${verdict(warm, GOAL_WARM_S)}`);
  } finally {
    fs.writeFileSync(editedFile, original);
  }
}

main();
