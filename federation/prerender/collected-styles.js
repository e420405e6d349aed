// The CSS of every stylesheet a prerender bundle has loaded, in the order it loaded them (collect-css-loader.js): the
// styles a page's prerendered HTML needs before the browser's scripts inject the same ones.
const styles = new Map();

/** @param {string} id the stylesheet's module @param {string} css its text */
export function addStyle(id, css) {
  if (!styles.has(id)) styles.set(id, css);
}

export function collectedStyles() {
  return [...styles.values()].join('\n');
}
