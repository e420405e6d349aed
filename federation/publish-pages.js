// A remote's build publishes the head of each of its public pages: src/app/page-heads.ts (pure data, like
// route-paths.ts) becomes pages.json beside routes.json, with a preview picture drawn for each page. The server writes
// them into the pages it serves (api/src/site/), so a changed prize is a change to the remote alone
// (docs/ARCHITECTURE.md#page-heads-published-by-the-remotes).
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { matchPath } = require('react-router');
const { evaluatePureModule } = require('./pure-module');
const { drawPreview, PREVIEW_SIZE } = require('./preview-picture');
const { FONT_FILES } = require('./preview-font');

const PAGE_HEADS_FILE = path.join('src', 'app', 'page-heads.ts');
const ROUTE_PATHS_FILE = path.join('src', 'app', 'route-paths.ts');
const LIMITS_FILE = path.join(__dirname, '..', 'shared', 'src', 'page-heads.ts');
const PAGES_JSON = 'pages.json';
const PREVIEWS = 'previews';
const CACHE_DIR = path.join(__dirname, '..', 'node_modules', '.cache', 'greatstep-previews');
// What a picture is drawn by: its code and its font. A change to either draws every picture afresh.
const DRAWER = ['preview-picture.js', 'preview-layout.js', 'preview-font.js']
  .map((file) => path.join(__dirname, file))
  .concat(FONT_FILES)
  .map((file) => fs.readFileSync(file));

const sha256 = (...parts) => {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

/** '/' → 'home', '/great-step/events/competitions/Geobotics' → 'great-step-events-competitions-geobotics'. */
function slugOf(pagePath) {
  return (
    pagePath
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'home'
  );
}

/**
 * The declarations checked against the remote's routes and the limits the server holds pages.json to
 * (shared/src/page-heads.ts), so that a build never publishes what the server would refuse.
 * @returns {string[]} the problems, empty when there are none
 */
function problemsOf(dir, routes, heads, limits) {
  const problems = [];
  const seen = new Set();
  if (heads.length > limits.pages) problems.push(`${heads.length} pages, more than ${limits.pages}`);
  for (const head of heads) {
    const where = `page ${head.path}`;
    const route = routes[head.route];
    if (!route) {
      problems.push(`${where} names route "${head.route}", which route-paths.ts does not declare`);
      continue;
    }
    if (route.signedIn) problems.push(`${where}: route "${head.route}" is for signed-in visitors, not a public page`);
    const publicRoutes = Object.values(routes).filter((other) => !other.signedIn);
    const matches = (pattern, address) =>
      matchPath({ path: pattern, caseSensitive: true, end: true }, address) !== null;
    for (const address of [head.path, ...(head.aliases ?? [])]) {
      if (typeof address !== 'string' || !address.startsWith('/') || address.length > limits.path) {
        problems.push(`${where}: "${address}" is not an absolute path of at most ${limits.path} characters`);
      } else if (address === head.path && !matches(route.path, address)) {
        problems.push(`${where}: ${address} is not a path of route "${head.route}" (${route.path})`);
      } else if (!publicRoutes.some((other) => matches(other.path, address))) {
        problems.push(`${where}: its alias ${address} is no path of this remote's public routes`);
      }
      const key = address.toLowerCase();
      if (seen.has(key)) problems.push(`${where}: ${address} is published twice`);
      seen.add(key);
    }
    for (const [field, max] of [
      ['title', limits.title],
      ['description', limits.description],
    ]) {
      if (typeof head[field] !== 'string' || head[field].length === 0 || head[field].length > max) {
        problems.push(`${where}: its ${field} must be 1 to ${max} characters`);
      }
    }
    const { preview } = head;
    if (!preview || typeof preview.alt !== 'string' || preview.alt.length === 0 || preview.alt.length > limits.alt) {
      problems.push(`${where}: its preview needs an alt text of 1 to ${limits.alt} characters`);
    }
    if (preview) problems.push(...lineProblems(preview).map((problem) => `${where}: ${problem}`));
    if (preview?.art !== undefined) {
      const art = path.resolve(dir, preview.art);
      if (!art.startsWith(`${path.resolve(dir)}${path.sep}`) || !fs.existsSync(art)) {
        problems.push(`${where}: its preview's art ${preview.art} is no file of the remote`);
      }
    }
    if (head.structuredData !== undefined && JSON.stringify(head.structuredData).length > limits.structuredData) {
      problems.push(`${where}: its structured data is over ${limits.structuredData} characters`);
    }
  }
  return problems;
}

/** What the picture draws of a preview declaration (plain data, out of the evaluation's context). */
const wordsOf = (preview) => ({
  kicker: preview.kicker,
  title: preview.title,
  ...(preview.status !== undefined && { status: preview.status }),
  lines: preview.lines.map(({ label, value }) => ({ label, value })),
});

/** Each line of a preview needs its label: a bare "To be announced" in a chat reads as any of the page's facts. */
function lineProblems(preview) {
  const lines = Array.isArray(preview.lines) ? preview.lines : [null];
  const named = (line) => typeof line?.label === 'string' && line.label.trim() !== '' && typeof line.value === 'string';
  return lines.every(named) ? [] : ['each line of its preview needs a label and a value ({ label, value })'];
}

/** The preview's JPEG, from the cache of earlier builds when the words, the art and the drawing are the same. */
async function previewBytes(dir, preview) {
  const artFile = preview.art === undefined ? null : path.resolve(dir, preview.art);
  const words = wordsOf(preview);
  const key = sha256(...DRAWER, JSON.stringify(words), artFile ? fs.readFileSync(artFile) : '');
  const cached = path.join(CACHE_DIR, `${key}.jpg`);
  if (fs.existsSync(cached)) return fs.readFileSync(cached);
  const bytes = await drawPreview(words, artFile);
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  fs.writeFileSync(cached, bytes);
  return bytes;
}

/**
 * pages.json and the preview pictures for the remote in `dir`: `{ pages: [{route, path, aliases?, title, description,
 * image: {src, width, height, alt}, structuredData?}] }`, `src` relative to pages.json and named by a hash of the
 * picture, so a new prize is a new address that link previews fetch afresh. Null for a remote without page-heads.ts.
 * @param {string} dir
 * @param {{ files?: Set<string>, alias?: Record<string, unknown> }} [options] `files` receives every source file read;
 *   `alias` is the build's resolve.alias
 * @returns {Promise<{ json: object, pictures: Map<string, Buffer> } | null>}
 */
async function publishedPages(dir, { files = new Set(), alias = {} } = {}) {
  const headsFile = path.join(dir, PAGE_HEADS_FILE);
  if (!fs.existsSync(headsFile)) return null;
  const { pageHeads } = evaluatePureModule(headsFile, { files, alias });
  const { routes } = evaluatePureModule(path.join(dir, ROUTE_PATHS_FILE), { files });
  const { PAGE_HEAD_LIMITS: limits } = evaluatePureModule(LIMITS_FILE, { files });
  if (!Array.isArray(pageHeads)) throw new Error(`${headsFile} exports no pageHeads list`);
  const problems = problemsOf(dir, routes, pageHeads, limits);
  if (problems.length > 0) throw new Error(`${headsFile}:\n  ${problems.join('\n  ')}`);

  const pictures = new Map();
  const pages = [];
  // A picture whose words fit at no size is not drawn cut: the build names every such page
  // (docs/ARCHITECTURE.md#preview-pictures). Checked as it is drawn, so a warm build with its pictures cached reads no
  // font.
  const undrawn = [];
  for (const head of pageHeads) {
    if (head.preview.art !== undefined) files.add(path.resolve(dir, head.preview.art));
    const bytes = await previewBytes(dir, head.preview).catch((error) => {
      undrawn.push(`page ${head.path}: its preview cannot be drawn: ${error.message}`);
      return null;
    });
    if (!bytes) continue;
    const src = `${PREVIEWS}/${slugOf(head.path)}.${sha256(bytes).slice(0, 8)}.jpg`;
    pictures.set(src, bytes);
    pages.push({
      route: head.route,
      path: head.path,
      ...(head.aliases?.length > 0 && { aliases: [...head.aliases] }),
      title: head.title,
      description: head.description,
      image: { src, ...PREVIEW_SIZE, alt: head.preview.alt },
      ...(head.structuredData !== undefined && { structuredData: head.structuredData }),
      ...(head.utility === true && { utility: true }),
    });
  }
  if (undrawn.length > 0) throw new Error(`${headsFile}:\n  ${undrawn.join('\n  ')}`);
  // Through JSON once: the data was made in the evaluation's own context, and leaves it as plain JSON.
  return { json: JSON.parse(JSON.stringify({ pages })), pictures };
}

class PublishPagesPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublishPagesPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // With routes.json (publish-routes.js): before the stage that writes the .br and .gz copies.
        { name: 'PublishPagesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        async () => {
          const files = new Set();
          const alias = compiler.options.resolve.alias;
          const published = await publishedPages(this.dir, {
            files,
            alias: alias && !Array.isArray(alias) ? alias : {},
          });
          for (const file of files) compilation.fileDependencies.add(file);
          if (!published) return;
          for (const [src, bytes] of published.pictures) compilation.emitAsset(src, new sources.RawSource(bytes));
          compilation.emitAsset(PAGES_JSON, new sources.RawSource(`${JSON.stringify(published.json, null, 2)}\n`));
        },
      );
    });
  }
}

/** The plugin for a production build of an app that declares page heads (the remotes), none otherwise. */
function publishPagesPlugins(dir, production) {
  return production && fs.existsSync(path.join(dir, PAGE_HEADS_FILE)) ? [new PublishPagesPlugin(dir)] : [];
}

module.exports = { publishPagesPlugins, publishedPages, slugOf, PAGES_JSON };
