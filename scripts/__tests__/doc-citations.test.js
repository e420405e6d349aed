const { checkRepository, findCitationProblems, formatProblems, slugOf } = require('../doc-citations');

// This file is scanned too: the made-up citations below are assembled at run time so that its source cites nothing.
const DOCS = 'docs/';
const specName = ['SP', 'EC'].join('');
const designFile = ['DESIGN', 'md'].join('.');

const PRODUCT = ['# Product rules', '', '## Sign up', '', '### Sign-up step 1', '', '## Sign up', ''].join('\n');

/** A made-up repository: each path and its text. */
function check(files) {
  return findCitationProblems({ files: Object.keys(files), read: (file) => files[file] });
}

test('the repository as it is has no broken documentation citation', () => {
  expect(formatProblems(checkRepository())).toBe('');
});

test('a citation of an existing heading passes, in code and in a markdown link', () => {
  const problems = check({
    [`${DOCS}PRODUCT.md`]: PRODUCT,
    [`${DOCS}API.md`]: '# API\n\nSee [the steps](PRODUCT.md#sign-up-step-1) and [above](#api).\n',
    'mf-account/src/sign-up.tsx': `// The three steps (${DOCS}PRODUCT.md#sign-up), then (${DOCS}PRODUCT.md#sign-up-1).\n`,
    'shared/src/whole-file.ts': `// The whole file: ${DOCS}PRODUCT.md.\n`,
  });
  expect(problems).toEqual([]);
});

test('names the file and line of a citation whose heading does not exist', () => {
  const problems = check({
    [`${DOCS}PRODUCT.md`]: PRODUCT,
    'shell/src/intro.ts': `const a = 1;\n// The intro lasts 2800 ms (${DOCS}PRODUCT.md#intro).\n`,
  });
  expect(formatProblems(problems)).toBe(
    `shell/src/intro.ts:2: ${DOCS}PRODUCT.md#intro: ${DOCS}PRODUCT.md has no heading #intro`,
  );
});

test('names a citation of a file docs/ does not have, and a broken link between documents', () => {
  const problems = check({
    [`${DOCS}PRODUCT.md`]: PRODUCT,
    [`${DOCS}API.md`]: '# API\n\nThe rules: [rules](RULES.md#teams), [steps](PRODUCT.md#step-1).\n',
    'api/src/routes.ts': `/** The calls (${DOCS}CALLS.md#teams). */\n`,
  });
  expect(formatProblems(problems).split('\n')).toEqual([
    `api/src/routes.ts:1: ${DOCS}CALLS.md#teams: ${DOCS}CALLS.md does not exist`,
    `${DOCS}API.md:3: (RULES.md#teams): ${DOCS}RULES.md does not exist`,
    `${DOCS}API.md:3: (PRODUCT.md#step-1): ${DOCS}PRODUCT.md has no heading #step-1`,
  ]);
});

test('names every citation of the documents outside the repository, in docs/ too', () => {
  const designs = ['DESIGN', "'s 1.15"].join('');
  const problems = check({
    [`${DOCS}PERFORMANCE.md`]: `# Figures\n\nThe intro (2.8 s, ${specName}'s timings).\nOver ${designs}.\n`,
    [`${DOCS}PRODUCT.md`]: `${PRODUCT}\nRestated from ${specName} §5.\n`,
    'shared/src/messages.ts': `// The messages of ${specName} §8.\nconst ok = true;\n// As ${designFile} says.\n`,
    'e2e/tests/routes.spec.ts': "import { test } from './fixtures'; // a .spec.ts name is not a citation\n",
  });
  expect(problems.map(({ file, line }) => `${file}:${line}`)).toEqual([
    `${DOCS}PERFORMANCE.md:3`,
    `${DOCS}PERFORMANCE.md:4`,
    `${DOCS}PRODUCT.md:9`,
    'shared/src/messages.ts:1',
    'shared/src/messages.ts:3',
  ]);
  expect(problems[0]?.message).toMatch(/outside the repository/);
});

test('names a citation of the issue tracker, in code and in docs/', () => {
  const issue = ['Iss', 'ue 21 item 6'].join('');
  const problems = check({
    [`${DOCS}PRODUCT.md`]: `${PRODUCT}\nThe pages of the mailed links (${issue.toLowerCase()}).\n`,
    'shell/src/footer.ts': `// ${issue}: the town was said twice.\nconst issues = 2; // two issues, 3 days apart: prose\n`,
  });
  expect(formatProblems(problems).split('\n')).toEqual([
    `${DOCS}PRODUCT.md:9: "${issue.toLowerCase()}" cites the issue tracker, which a clone does not have: say the rule itself, or cite docs/`,
    `shell/src/footer.ts:1: "${issue}" cites the issue tracker, which a clone does not have: say the rule itself, or cite docs/`,
  ]);
});

test('names, with file and line, a path a comment names that is no file or folder of the repository', () => {
  const problems = check({
    'shell/src/styles/theme.css': ':root {}\n',
    'api/src/plugins/external/docs.ts': 'export {};\n',
    'api/src/routes/security.ts':
      '/** Bearer tokens (see plugins/docs.ts). */\nexport const a = 1; // plugins/external/docs.ts\n',
    'mf-events/scripts/art.mjs': [
      "// Palettes of the site's theme (shell/src/app/theme.css).",
      '/*',
      ' * Also shell/src/styles/theme.css, ./art.mjs, ../../api/src/plugins/ and api/src/testing/.',
      ' */',
    ].join('\n'),
    'deploy/nginx/site.conf':
      '# api/src/deploy-tests starts nginx with this file.\nlisten 80; # see ../nginx/site.conf\n',
  });
  expect(formatProblems(problems).split('\n')).toEqual([
    'api/src/routes/security.ts:1: plugins/docs.ts: no such file or folder in the repository',
    'deploy/nginx/site.conf:1: api/src/deploy-tests: no such file or folder in the repository',
    'mf-events/scripts/art.mjs:1: shell/src/app/theme.css: no such file or folder in the repository',
    'mf-events/scripts/art.mjs:3: api/src/testing/: no such file or folder in the repository',
  ]);
});

test("a path outside a comment, a built file, a URL or a package's file is not the repository's to have", () => {
  const problems = findCitationProblems({
    files: ['shell/src/app.ts', 'mf-events/src/app/route-paths.ts', 'api/src/site/shell-document.ts'],
    read: (file) =>
      ({
        'shell/src/app.ts': [
          "const entry = 'mf-events/src/missing.ts'; // built as api/dist/server.js and shell/dist/main.js",
          '// Served from http://localhost:3002/mf-manifest.json and https://example.com/a/b.js; see react-dom/client.js',
          "// A remote's src/app/route-paths.ts; the server's site/shell-document.ts.",
        ].join('\n'),
      })[file] ?? '',
    isPackage: (name) => name === 'react-dom',
  });
  expect(problems).toEqual([]);
});

test("anchors follow GitHub's slugs: lowercase, punctuation dropped, spaces to dashes", () => {
  expect(slugOf('Runtime remotes.json')).toBe('runtime-remotesjson');
  expect(slugOf('Behind a proxy: `TRUST_PROXY`')).toBe('behind-a-proxy-trust_proxy');
  expect(slugOf('Adding someone without their consent: kept, on purpose')).toBe(
    'adding-someone-without-their-consent-kept-on-purpose',
  );
  expect(slugOf('404 page')).toBe('404-page');
});
