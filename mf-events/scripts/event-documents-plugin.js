// Emits the rules and problem statements of src/content/event-documents.json as plain HTML pages beside the
// remote's bundle (docs/<id>-rules.html, docs/<id>-problem-statement.html): documents that open in a new tab and
// print well, served wherever the remote is deployed.
const fs = require('node:fs');
const path = require('node:path');

const { FAVICON } = require('../../webpack.shared.js');

const SOURCE = path.join(__dirname, '..', 'src', 'content', 'event-documents.json');

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char],
  );

/**
 * Each document opens in a new tab, so it carries the site's icon and its own way back: a link to
 * the event's page on the site. The documents are served by the site beside the events bundle, so a path from the
 * root reaches the site's page.
 */
function page(title, body, backTo) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | GreatStep 2025</title>
<link rel="icon" href="${FAVICON}">
<style>
body { margin: 0 auto; max-width: 46rem; padding: 2rem 1rem; font-family: system-ui, sans-serif; line-height: 1.6; color: #1d1916; }
h1 { line-height: 1.2; }
h2 { margin-top: 2rem; }
footer { margin-top: 3rem; color: #5a5047; font-size: 0.9rem; }
</style>
</head>
<body>
<header><a href="${escapeHtml(backTo.href)}">← ${escapeHtml(backTo.label)}</a></header>
<main>
<p>GreatStep 2025 · 28–30 March · TMES, IIT Kharagpur</p>
${body}
</main>
<footer>Questions: <a href="mailto:greatstept@gmail.com">greatstept@gmail.com</a></footer>
</body>
</html>
`;
}

const list = (items) => `<ul>\n${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('\n')}\n</ul>`;
const paragraphs = (items) => items.map((item) => `<p>${escapeHtml(item)}</p>`).join('\n');

function documents() {
  const { general, events } = JSON.parse(fs.readFileSync(SOURCE, 'utf8'));
  const files = {};
  for (const [id, doc] of Object.entries(events)) {
    const backTo = { href: `/great-step/events/competitions/${id}`, label: `${doc.name} on the GreatStep site` };
    files[`docs/${id}-rules.html`] = page(
      `Rules: ${doc.name}`,
      `<h1>Rules: ${escapeHtml(doc.name)}</h1>\n<h2>This event</h2>\n${list(doc.rules)}\n<h2>For every event</h2>\n${list(general)}`,
      backTo,
    );
    if (doc.problemStatement) {
      files[`docs/${id}-problem-statement.html`] = page(
        `Problem statement: ${doc.name}`,
        `<h1>Problem statement: ${escapeHtml(doc.name)}</h1>\n${paragraphs(doc.problemStatement)}`,
        backTo,
      );
    }
  }
  return files;
}

class EventDocumentsPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EventDocumentsPlugin', (compilation) => {
      compilation.fileDependencies.add(SOURCE);
      compilation.hooks.processAssets.tap(
        { name: 'EventDocumentsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [file, html] of Object.entries(documents())) compilation.emitAsset(file, new RawSource(html));
        },
      );
    });
  }
}

module.exports = { EventDocumentsPlugin, documents };
