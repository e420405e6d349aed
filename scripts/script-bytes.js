// How the repository's tools weigh the JavaScript a page loads in Chromium: `npm run bench:bundle` for every route of
// the site, `npm run verify:remote` for the routes of one remote bundle. One way of counting, so that a remote's
// "KB as sent" in verify's report means what it means in docs/PERFORMANCE.md#how-each-figure-is-measured.

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** A script's size as sent (Chromium's count of the encoded body and the headers) and as the page runs it (raw). */
async function scriptSizes(response) {
  // A fetch() whose body the page never read keeps none for DevTools; its script element, run from the cache, has it.
  const [sizes, raw] = await Promise.all([
    response.request().sizes(),
    response.body().then(
      (body) => body.length,
      (error) => (response.request().resourceType() === 'fetch' ? 0 : Promise.reject(error)),
    ),
  ]);
  return {
    url: response.url(),
    status: response.status(),
    sent: sizes.responseBodySize + sizes.responseHeadersSize,
    body: sizes.responseBodySize,
    raw,
  };
}

/**
 * A response that brought JavaScript: a script element's, or a fetch() of a script (the shell fetches the first page's
 * chunks beside its remote's entry, shell/src/lib/remotes/warm-route.ts; the script elements then find them in the
 * HTTP cache and send nothing).
 * @param {import('playwright-core').Response} response
 */
function isJavaScript(response) {
  const type = response.request().resourceType();
  if (type === 'script') return true;
  return type === 'fetch' && /\.m?js$/.test(new URL(response.url()).pathname);
}

/**
 * One entry per URL: a script fetched ahead and then run from the cache is one file, sent once, run once.
 * @param {Array<{ url: string, status: number, sent: number, body: number, raw: number }>} files
 */
function oncePerUrl(files) {
  const byUrl = new Map();
  for (const file of files) {
    const seen = byUrl.get(file.url);
    byUrl.set(
      file.url,
      seen
        ? { ...seen, sent: seen.sent + file.sent, body: seen.body + file.body, raw: Math.max(seen.raw, file.raw) }
        : file,
    );
  }
  return [...byUrl.values()];
}

/**
 * Starts counting the scripts `page` receives (those for which `keep(url)` is true); `files()` waits for the sizes
 * of all of them so far.
 * @param {import('playwright-core').Page} page
 * @param {(url: string) => boolean} [keep]
 */
function recordScripts(page, keep = () => true) {
  const pending = [];
  page.on('response', (response) => {
    if (isJavaScript(response) && keep(response.url())) pending.push(scriptSizes(response));
  });
  return { files: () => Promise.all(pending).then(oncePerUrl) };
}

/** The remote fallback has a heading too; its Retry button tells it apart from a page rendered by its remote. */
async function assertRendered(page, route) {
  const fallback = await page.getByRole('main').getByRole('button', { name: 'Retry' }).count();
  if (fallback > 0) {
    const heading = await page.locator('main h1').first().textContent();
    throw new Error(`${route} shows the remote fallback ("${heading}"), not its page: the figures would be wrong`);
  }
}

module.exports = { assertRendered, isJavaScript, kb, oncePerUrl, recordScripts, scriptSizes };
