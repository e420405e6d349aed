// A production build of an app ends by rendering its public pages to HTML at build time
// (docs/ARCHITECTURE.md#pages-prerendered-by-the-remotes): a remote publishes fragments.json beside routes.json and
// pages.json (each public page's HTML and the styles they need), the shell publishes frame.json (its navbar and
// footer around a slot for the page, and its 404 page). The server writes them into the pages it serves; they are data, never code it runs.
const fs = require('node:fs');
const path = require('node:path');
const { evaluatePureModule } = require('../pure-module');
const { prerenderBuild, ASSET_BASE } = require('./node-build');
const { withoutReactComments } = require('./without-react-comments');

const LIMITS_FILE = path.join(__dirname, '..', '..', 'shared', 'src', 'page-heads.ts');
/** A value for a route's parameters that no page has: the remote's 404 page. */
const MISSING_VALUE = 'gs-no-such-page';

function runCompiler(compiler) {
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
        else resolve();
      });
    });
  });
}

/** The bundle just built, loaded afresh (a watch or a second build in one process must not get the first one). */
function loadBundle(file) {
  delete require.cache[require.resolve(file)];
  return require(file);
}

function check(what, text, max) {
  if (text.length > max) throw new Error(`${what} is ${text.length} characters, over the limit of ${max}`);
  return text;
}

/**
 * A piece of a page's HTML as the server will take it, judged by the server's own rules (shared/src/page-markup, which
 * the prerender bundle carries), React's comments left out: a build never publishes what the server refuses.
 * @param {'PAGE_MARKUP' | 'FRAME_MARKUP'} rules
 */
function publishableMarkup(what, rendered, limits, bundle, rules = 'PAGE_MARKUP') {
  const html = withoutReactComments(rendered);
  const problem = bundle.pageMarkupProblem(check(what, html, limits.page), bundle[rules]);
  if (problem) throw new Error(`${what} holds ${problem}, which the server refuses in a prerendered page`);
  return html;
}

/** A path of a route with parameters whose every page is listed, with a value none of them has: its 404 page. */
function missingPathOf(routes, pages) {
  const listed = new Set(pages.map((page) => page.route));
  const route = routes.find((candidate) => listed.has(candidate.name) && candidate.path.includes('/:'));
  return route ? route.path.replace(/:[^/]+/g, MISSING_VALUE) : null;
}

/** fragments.json of a remote: `{ styles, pages: { [path]: html }, notFound? }`, by the paths of its pages.json. */
async function remoteFragments(bundle, outDir, limits) {
  const pagesFile = path.join(outDir, 'pages.json');
  if (!fs.existsSync(pagesFile)) return null;
  const { pages } = JSON.parse(fs.readFileSync(pagesFile, 'utf8'));
  const { routes } = JSON.parse(fs.readFileSync(path.join(outDir, 'routes.json'), 'utf8'));
  const rendered = {};
  for (const page of pages)
    rendered[page.path] = publishableMarkup(
      `the page ${page.path}`,
      await bundle.renderPath(page.path),
      limits,
      bundle,
    );
  const missing = missingPathOf(routes, pages);
  const notFound =
    missing === null ? undefined : publishableMarkup('the 404 page', await bundle.renderPath(missing), limits, bundle);
  const styles = check('the styles', bundle.collectedStyles(), limits.styles);
  return { assetBase: ASSET_BASE, styles, pages: rendered, notFound };
}

/** frame.json of the shell: the frame with its slot and link markers, its 404 page, the styles of both. */
async function shellFrame(bundle, limits) {
  const frame = publishableMarkup('the frame', await bundle.renderFrame(), limits, bundle, 'FRAME_MARKUP');
  const notFound = publishableMarkup('the 404 page', await bundle.renderNotFound(), limits, bundle);
  const styles = check('the styles', bundle.collectedStyles(), limits.styles);
  return { assetBase: ASSET_BASE, markers: bundle.FRAME_MARKERS, navLinks: bundle.NAV_LINKS, frame, notFound, styles };
}

class PrerenderPlugin {
  /** @param {{ dir: string, name: string, remote: boolean, entry: string }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      if (compilation.errors.length > 0) return;
      const { dir, name, remote, entry } = this.options;
      const alias = remote
        ? { '@gs-prerender/routes': path.join(dir, 'src/app/routes.tsx') }
        : { '@gs-prerender/frame': path.join(dir, 'src/app/prerender-frame.tsx') };
      const build = prerenderBuild(compiler.options, { name, entry, alias, webpack: compiler.webpack });
      await runCompiler(compiler.webpack(build.config));
      const bundle = loadBundle(build.bundle);
      const { PAGE_FRAGMENT_LIMITS: limits } = evaluatePureModule(LIMITS_FILE, {});
      const outDir = compiler.options.output.path;
      const json = remote ? await remoteFragments(bundle, outDir, limits) : await shellFrame(bundle, limits);
      if (!json) return;
      const text = JSON.stringify(json);
      check(remote ? 'fragments.json' : 'frame.json', text, limits.fileBytes);
      fs.writeFileSync(path.join(outDir, remote ? 'fragments.json' : 'frame.json'), text);
    });
  }
}

/** The plugin for a production build: every remote with published pages, and the shell. */
function prerenderPlugins({ dir, name, remote, production }) {
  if (!production) return [];
  const entry = path.join(__dirname, remote ? 'render-remote.js' : 'render-shell.js');
  if (remote && !fs.existsSync(path.join(dir, 'src/app/page-heads.ts'))) return [];
  return [new PrerenderPlugin({ dir, name, remote, entry })];
}

module.exports = { prerenderPlugins };
