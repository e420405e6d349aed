const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { evaluatePureModule } = require('../../federation/pure-module');
const { markBuilt, staleBuilds, WORKSPACES } = require('../stale-builds');

const repository = path.join(__dirname, '..', '..');
/** Where README's sub-team section sends the events team to change a prize (docs/CONTENT.md#where-content-lives). */
const PRIZE_FILE = 'mf-events/src/content/events.ts';

const workspaces = [
  { workspace: '@greatstep/shared', output: 'shared/dist', inputs: ['shared/src'] },
  { workspace: 'mf-events', output: 'mf-events/dist', inputs: ['mf-events', 'shared/src'] },
  { workspace: '@greatstep/api', output: 'api/dist', inputs: ['api/src'] },
];

let root;
let stampDir;
const minutesAgo = (minutes) => new Date(Date.now() - minutes * 60_000);

/** Writes a file of the fake repository, dated `minutes` ago. */
function write(relative, minutes) {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, relative);
  fs.utimesSync(file, minutesAgo(minutes), minutesAgo(minutes));
}

function builtTree() {
  write('shared/src/messages.ts', 30);
  write('shared/dist/messages.js', 20);
  write('mf-events/src/app/routes.tsx', 30);
  write('mf-events/webpack.config.js', 30);
  write('mf-events/dist/remoteEntry.js', 20);
  write('api/src/server.ts', 30);
  write('api/dist/server.js', 20);
}

const check = () => staleBuilds({ root, stampDir, workspaces });

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'stale-builds-'));
  stampDir = path.join(root, 'node_modules/.cache/greatstep-start');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test('a fresh clone builds everything, in order', () => {
  write('shared/src/messages.ts', 30);
  write('mf-events/src/app/routes.tsx', 30);
  write('api/src/server.ts', 30);
  expect(check()).toEqual([
    { workspace: '@greatstep/shared', reason: 'not built yet' },
    { workspace: 'mf-events', reason: 'not built yet' },
    { workspace: '@greatstep/api', reason: 'not built yet' },
  ]);
});

test('nothing is rebuilt when every build is newer than its sources', () => {
  builtTree();
  expect(check()).toEqual([]);
});

test('a changed source rebuilds what reads it and names the file; the library rebuilds the API too', () => {
  builtTree();
  write('shared/src/messages.ts', 1);
  expect(check()).toEqual([
    { workspace: '@greatstep/shared', reason: 'shared/src/messages.ts changed since its last build' },
    { workspace: 'mf-events', reason: 'shared/src/messages.ts changed since its last build' },
    { workspace: '@greatstep/api', reason: 'the shared library it runs with is being rebuilt' },
  ]);
});

test("a remote's own config counts, its tests and its output do not", () => {
  builtTree();
  write('mf-events/src/app/__tests__/routes.test.tsx', 1);
  write('mf-events/src/features/team/team.test.tsx', 1);
  write('mf-events/node_modules/.cache/webpack/0.pack', 1);
  expect(check()).toEqual([]);
  write('mf-events/webpack.config.js', 1);
  expect(check()).toEqual([
    { workspace: 'mf-events', reason: 'mf-events/webpack.config.js changed since its last build' },
  ]);
});

test('a build that rewrote no file (its output was the same) is not run again', () => {
  builtTree();
  write('mf-events/src/app/routes.tsx', 5);
  expect(check()).toHaveLength(1);
  markBuilt(stampDir, 'mf-events');
  expect(check()).toEqual([]);
});

test('a deleted output is built again even with a stamp', () => {
  builtTree();
  markBuilt(stampDir, 'mf-events');
  fs.rmSync(path.join(root, 'mf-events/dist'), { recursive: true });
  expect(check()).toEqual([{ workspace: 'mf-events', reason: 'not built yet' }]);
});

test("the events team's prize file holds the prizes, and README's sub-team section names it", () => {
  const { eventContent } = evaluatePureModule(path.join(repository, PRIZE_FILE));
  expect(eventContent.Geobotics.prize).toEqual(expect.any(Number));
  const readme = fs.readFileSync(path.join(repository, 'README.md'), 'utf8');
  const subTeam = readme.slice(readme.indexOf('## For a sub-team'), readme.indexOf('## For an integrator'));
  expect(subTeam).toContain(PRIZE_FILE);
});

test('a changed prize rebuilds the events remote alone: the library, the other apps and the API do not read it', () => {
  // This repository's build inputs, as they are laid out, each with a file; every build newer than its inputs.
  for (const { inputs, output } of WORKSPACES) {
    for (const input of inputs) {
      write(fs.statSync(path.join(repository, input)).isDirectory() ? `${input}/source.ts` : input, 30);
    }
    write(`${output}/built.js`, 20);
  }
  expect(staleBuilds({ root, stampDir })).toEqual([]);
  write(PRIZE_FILE, 1);
  expect(staleBuilds({ root, stampDir })).toEqual([
    { workspace: 'mf-events', reason: `${PRIZE_FILE} changed since its last build` },
  ]);
});
