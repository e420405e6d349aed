#!/usr/bin/env node
// `npm run build:web` and `npm run dev`: the front-end apps composition.json names, side by side. A build runs as
// many at once as there are cores, its output grouped per app; dev runs the API and every dev server, and stops all
// of them when one fails.
const { concurrently } = require('concurrently');
const { appFolders, remotes, shell } = require('../federation/composition');

const nameOf = (folder) => remotes.find((remote) => remote.folder === folder)?.name ?? folder;

/** @param {'build' | 'dev'} task */
function commandsFor(task) {
  // The shell's dev server first, then the remotes', as a person would open them.
  const apps = task === 'build' ? appFolders : [shell.folder, ...remotes.map((remote) => remote.folder)];
  const commands = apps.map((folder) => ({ name: nameOf(folder), command: `npm run ${task} -w ${folder}` }));
  return task === 'dev' ? [{ name: 'api', command: 'npm run dev -w @greatstep/api' }, ...commands] : commands;
}

function main() {
  const task = process.argv[2];
  if (task !== 'build' && task !== 'dev') {
    console.error('usage: node scripts/run-apps.js build|dev');
    process.exit(2);
  }
  const { result } = concurrently(
    commandsFor(task),
    task === 'build' ? { group: true, maxProcesses: '100%' } : { killOthersOn: ['failure'] },
  );
  result.then(
    () => process.exit(0),
    () => process.exit(1),
  );
}

if (require.main === module) main();

module.exports = { commandsFor };
