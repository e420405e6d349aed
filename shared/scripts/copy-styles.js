// tsc emits the components' JavaScript but not the CSS modules they import: copy those beside them, so that dist/
// is complete for a bundler (the site's apps build from src/ through the `source` export condition).
const fs = require('node:fs');
const path = require('node:path');

const src = path.join(__dirname, '../src');
const dist = path.join(__dirname, '../dist');
fs.cpSync(src, dist, {
  recursive: true,
  filter: (from) => (fs.statSync(from).isDirectory() ? !from.includes('__tests__') : from.endsWith('.css')),
});
