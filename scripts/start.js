#!/usr/bin/env node
// `npm start`: build what was never built or has changed since its last build (and say why), then serve the whole
// site and the API on one port.
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { spawnBuiltServer } = require('./serve-built-site');
const { markBuilt, staleBuilds } = require('./stale-builds');

const root = path.join(__dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const stampDir = path.join(root, 'node_modules/.cache/greatstep-start');

for (const { workspace, reason } of staleBuilds({ root, stampDir })) {
  console.log(`Building ${workspace}: ${reason} …`);
  execFileSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  markBuilt(stampDir, workspace);
}

// The server runs as a child so that its glibc and V8 settings (api/src/server-process-env.ts says why) are in its
// environment before it starts; a value already set in ours wins. The benchmarks start it the same way.
// Each remote's build is served as a copy kept when the server starts (docs/ARCHITECTURE.md#builds-kept-as-served): a
// sub-team rebuilding its remote beside the running site changes nothing the site serves until it is taken up.
const server = spawnBuiltServer({ execArgv: process.execArgv, env: { KEEP_BUILDS: 'on', ...process.env } });
// Ctrl-C reaches both processes; a signal sent to this one alone (a process manager's stop) is passed on.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
