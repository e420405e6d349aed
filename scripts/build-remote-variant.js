#!/usr/bin/env node
// Builds a variant of one remote with one extra page, into a temporary folder, the way a sub-team ships a new page:
// the remote's own source, one more entry in its route-paths.ts and routes.tsx, its own build. Nothing else in the
// repository changes. `node scripts/build-remote-variant.js events /great-step/events/schedule Schedule [--throws]`
// A variant may also change an event's prize, as a sub-team edits its content (src/content/events.ts) and rebuilds its
// remote alone.
const { cpSync, mkdtempSync, readFileSync, writeFileSync, mkdirSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { createConfig } = require('../webpack.shared.js');

const root = path.join(__dirname, '..');

function insertAfter(file, anchor, text) {
  const source = readFileSync(file, 'utf8');
  if (!source.includes(anchor))
    throw new Error(`${file} no longer contains "${anchor}": update build-remote-variant.js`);
  writeFileSync(file, source.replace(anchor, `${anchor}\n${text}`));
}

/**
 * The page's component. A broken build (`throws`) is what a canary is for: a bug the checks cannot see. Its page
 * renders on the desktop-sized browser verify:remote measures with, and throws on a phone's narrow screen, where
 * most of our visitors are.
 */
function pageSource(title, throws) {
  const bug = throws
    ? `  if (window.matchMedia('(max-width: 40rem)').matches) {
    throw new Error('The ${title} page of this build is broken on narrow screens');
  }
`
    : '';
  return `export function VariantPage() {
${bug}  return (
    <section aria-labelledby="page-title" className="gs-page">
      <h1 id="page-title">${title}</h1>
      <p>A page shipped by rebuilding this remote alone.</p>
    </section>
  );
}
`;
}

function addPage(dir, { path: pagePath, title, throws = false }) {
  const page = path.join(dir, 'src/features/variant-page/variant-page.tsx');
  mkdirSync(path.dirname(page), { recursive: true });
  writeFileSync(page, pageSource(title, throws));
  insertAfter(
    path.join(dir, 'src/app/route-paths.ts'),
    'export const routes = {',
    `  variantPage: { path: ${JSON.stringify(pagePath)}, label: ${JSON.stringify(title)} },`,
  );
  const routes = path.join(dir, 'src/app/routes.tsx');
  insertAfter(routes, 'const pages: Record<RouteName, ReactElement> = {', '  variantPage: <VariantPage />,');
  writeFileSync(
    routes,
    `import { VariantPage } from '../features/variant-page/variant-page';\n${readFileSync(routes, 'utf8')}`,
  );
}

/**
 * Changes one event's prize in the variant's copy of its content, as the events team does.
 * @param {string} dir the variant's folder
 * @param {{ eventId: string, prize: number }} change
 */
function changePrize(dir, { eventId, prize }) {
  const content = path.join(dir, 'src/content/events.ts');
  const source = readFileSync(content, 'utf8');
  const changed = source.replace(new RegExp(`(\\b${eventId}: \\{\\s*prize: )\\d+`), `$1${prize}`);
  if (changed === source) throw new Error(`${content} has no prize for "${eventId}": update build-remote-variant.js`);
  writeFileSync(content, changed);
}

/**
 * @param {{ remote: string, page: { path: string, title: string, throws?: boolean },
 *   prize?: { eventId: string, prize: number } }} options
 * @returns {Promise<string>} the variant's dist/ folder (remoteEntry.js, mf-manifest.json, routes.json, pages.json,
 *   chunks)
 */
async function buildRemoteVariant({ remote, page, prize }) {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), `greatstep-variant-${remote}-`)), `mf-${remote}`);
  for (const item of ['src', 'package.json'])
    cpSync(path.join(root, `mf-${remote}`, item), path.join(dir, item), { recursive: true });
  // The remote's tsconfig extends the repository's by a relative path; the copy extends it by its absolute one.
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ extends: path.join(root, 'tsconfig.web.json'), include: ['src'] }, null, 2),
  );
  addPage(dir, page);
  if (prize) changePrize(dir, prize);
  const config = createConfig({ dir, name: remote, exposes: { './routes': './src/app/routes.tsx' } })(
    {},
    { mode: 'production' },
  );
  // The copy lives outside the repository: packages and loaders still come from its node_modules.
  const modules = ['node_modules', path.join(root, 'node_modules')];
  config.resolve = { ...config.resolve, modules };
  config.resolveLoader = { modules };
  // A one-off build: nothing to reuse, and the real remote's cache must not be touched.
  config.cache = false;
  await new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
  return path.join(dir, 'dist');
}

module.exports = { buildRemoteVariant };

if (require.main === module) {
  const args = process.argv.slice(2);
  const throws = args.includes('--throws');
  const [remote = 'events', pagePath = '/great-step/events/schedule', title = 'Schedule'] = args.filter(
    (arg) => arg !== '--throws',
  );
  buildRemoteVariant({ remote, page: { path: pagePath, title, throws } }).then(
    (dist) => console.log(dist),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
