// React writes comments into the HTML it renders, for its hydration: one between two adjacent texts (`<!-- -->`) and
// one at each end of a Suspense boundary's content (`<!--$-->`, `<!--/$-->`). A prerendered page is never hydrated
// (the app replaces it: docs/PERFORMANCE.md#the-page-in-its-html), and the server refuses a page holding a comment
// (docs/SECURITY.md#prerendered-pages-are-data), so a build leaves them out. Only these, exactly: React writes a `<`
// of a text as `&lt;`, so each is a comment React wrote, and any other (a boundary still waiting, `<!--$?-->`) stays
// for the check to refuse.
const REACT_COMMENTS = /<!--(?: |\$|\/\$)-->/g;

/** @param {string} html a page as react-dom rendered it */
function withoutReactComments(html) {
  return html.replace(REACT_COMMENTS, '');
}

module.exports = { withoutReactComments };
