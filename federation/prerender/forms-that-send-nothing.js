// A form in a prerendered page, before the scripts have come (or where they never do), would be sent by the browser
// itself: a GET to the page's own address, the password in it. So a prerendered page draws each form as what it is to
// a reader, a form landmark (role="form", its name kept), holding the same fields and buttons, which send nothing.
// What is typed there is carried into the app's form at the takeover and a pressed button pressed again
// (shell/src/lib/prerender/server-page.ts); docs/ARCHITECTURE.md#pages-prerendered-by-the-remotes.

// React writes an element's attributes escaped (no bare `>` inside a value), so a tag ends at its first `>`.
const FORM_OPEN = /<form\b([^>]*)>/gi;
const FORM_CLOSE = /<\/form>/gi;
/** What only a form element reads: how to send it, and whether the browser checks its fields first. */
const SENDING = /\s(?:action|method|enctype|target|novalidate)(?:="[^"]*")?(?=[\s/>]|$)/gi;

/** @param {string} html a page as react-dom rendered it */
function formsThatSendNothing(html) {
  return html
    .replace(FORM_OPEN, (_, attributes) => `<div role="form"${attributes.replace(SENDING, '')}>`)
    .replace(FORM_CLOSE, '</div>');
}

module.exports = { formsThatSendNothing };
