// A tree rendered to HTML once the pages it loads apart (lazyPage) have come: rendered, their fetches awaited, and
// rendered again, until a render starts none.
const ROUNDS = 5;
/** What React hoists to a document's head (a page's <title>), put first when there is no document: the head is the server's. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)+/;

/**
 * @param {() => import('react').ReactElement} tree
 * @param {typeof import('react-dom/static').prerender} prerender
 * @param {() => Promise<boolean>} settle
 */
export async function renderSettled(tree, prerender, settle) {
  for (let round = 0; round < ROUNDS; round += 1) {
    const errors = [];
    const { prelude } = await prerender(tree(), {
      onError: (error) => void errors.push(error),
      // Every Suspense boundary's content in place: a large one is otherwise sent apart, behind a script that moves it
      // in, which a page without scripts never runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    const html = await new Response(prelude).text();
    // A page that throws while it renders is a broken page, not one to publish with its error boundary's fallback.
    if (errors.length > 0) throw errors[0];
    if (!(await settle())) return html.replace(HOISTED, '');
  }
  throw new Error(`the pages it loads were still loading after ${ROUNDS} renders`);
}
