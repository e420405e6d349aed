#!/usr/bin/env node
// `npm start`: build whatever has not been built yet, then serve the whole site and the API on one port.
const { existsSync } = require('node:fs');
const { execFileSync } = require('node:child_process');
const path = require('node:path');

const root = path.join(__dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// In build order: the API compiles against the shared library's build.
const outputs = [
  ['@greatstep/shared', 'shared/dist/index.js'],
  ['mf-marketing', 'mf-marketing/dist/remoteEntry.js'],
  ['mf-events', 'mf-events/dist/remoteEntry.js'],
  ['mf-account', 'mf-account/dist/remoteEntry.js'],
  ['shell', 'shell/dist/index.html'],
  ['@greatstep/api', 'api/dist/server.js'],
];

const missing = outputs.filter(([, file]) => !existsSync(path.join(root, file)));
const sharedMissing = missing.some(([name]) => name === '@greatstep/shared');
for (const [workspace] of outputs) {
  // The API is rebuilt whenever the library it compiles against was.
  const rebuild = missing.some(([name]) => name === workspace) || (sharedMissing && workspace === '@greatstep/api');
  if (!rebuild) continue;
  console.log(`Building ${workspace} …`);
  execFileSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
}

require(path.join(root, 'api/dist/server.js'));
