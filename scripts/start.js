#!/usr/bin/env node
// `npm start`: build whatever has not been built yet, then serve the whole site and the API on one port.
const { existsSync } = require('node:fs');
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { spawnBuiltServer } = require('./serve-built-site');

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

// The server runs as a child so that its glibc and V8 settings (api/src/server-process-env.ts says why) are in its
// environment before it starts; a value already set in ours wins. The benchmarks start it the same way.
const server = spawnBuiltServer({ execArgv: process.execArgv });
// Ctrl-C reaches both processes; a signal sent to this one alone (a process manager's stop) is passed on.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
