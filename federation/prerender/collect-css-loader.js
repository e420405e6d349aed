// In a prerender bundle, a stylesheet is not put in a document (there is none) but handed to collected-styles.js, and
// its module exports the class names, as style-loader's does in the browser: the components render the same classes.
const path = require('node:path');

const COLLECTOR = path.join(__dirname, 'collected-styles.js');

module.exports = function collectCssLoader() {};

/** @this {import('webpack').LoaderContext<unknown>} */
module.exports.pitch = function pitch(remainingRequest) {
  const cssRequest = JSON.stringify(this.utils.contextify(this.context, `!!${remainingRequest}`));
  const id = JSON.stringify(path.relative(this.rootContext, this.resourcePath));
  return `import content from ${cssRequest};
import { addStyle } from ${JSON.stringify(COLLECTOR)};
addStyle(${id}, content.toString());
export default content.locals;
`;
};
