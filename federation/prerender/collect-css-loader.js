// In a prerender bundle, a stylesheet is not put in a document (there is none) but handed to collected-styles.js, and
// its module exports the class names, as style-loader's does in the browser: the components render the same classes.
const path = require('node:path');

const COLLECTOR = path.join(__dirname, 'collected-styles.js');

module.exports = function collectCssLoader() {};

/** @this {import('webpack').LoaderContext<unknown>} */
module.exports.pitch = function pitch(remainingRequest) {
  const cssRequest = JSON.stringify(this.utils.contextify(this.context, `!!${remainingRequest}`));
  // css-loader's export lists the stylesheet after those it composes from or imports, each as [module id, css,
  // media]: each is collected once, in that order, as style-loader inserts them; the text of the whole (toString)
  // would repeat a shared sheet after its importer and so undo the importer's rules.
  return `import content from ${cssRequest};
import { addStyle } from ${JSON.stringify(COLLECTOR)};
for (const [id, css, media] of content) addStyle(String(id), media ? \`@media \${media} {\${css}}\` : css);
export default content.locals;
`;
};
