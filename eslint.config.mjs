// One lint setup for the whole tree (docs/CONVENTIONS.md#rules-enforced-by-tools): TypeScript rules with types where
// they catch real bugs, React hooks and accessibility rules for the front end, and the import boundaries that keep the
// pieces independent. Layout is Prettier's business, so every rule about it is off.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createRequire } from 'node:module';
import path from 'node:path';

const composition = createRequire(import.meta.url)('./federation/composition.js');
const REMOTES = composition.remotes.map((remote) => remote.folder);
const FRONT_ENDS = [composition.shell.folder, ...REMOTES];

/**
 * Import patterns that reach into a workspace package, by its name or through a relative path. The API is named
 * by its package name and its src/ folder: a bare `**\/api/**` would also forbid `@greatstep/shared/api` and the
 * features' own `api/` request folders (docs/CONVENTIONS.md#front-end-apps).
 */
const packagePatterns = (names) => names.flatMap((name) => [name, `${name}/*`, `**/${name}/**`]);

// The API by its package name or its sources. Not `**/api/**`: every feature has an `api/` folder of its own
// requests (docs/CONVENTIONS.md#front-end-apps), and `@greatstep/shared/api` is the client the remotes must use.
const API_PATTERNS = ['@greatstep/api', '@greatstep/api/*', '**/api/src/**', '**/api/dist/**'];

const API_IMPORTS_MESSAGE =
  'The API imports only the isomorphic entry of the shared library, @greatstep/shared/isomorphic.';

function boundary(files, patterns, message) {
  return {
    files,
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }] },
  };
}

/** What the API may import of the front ends and the shared library: the entries in `allowed`, nothing else. */
function apiImports(files, allowed) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // The bare package name goes under `paths`: as a pattern it would exclude the whole folder, and a folder
          // once excluded cannot have its isomorphic entry let back in (gitignore's rule).
          paths: [{ name: '@greatstep/shared', message: API_IMPORTS_MESSAGE }],
          patterns: [
            {
              group: [
                ...packagePatterns(FRONT_ENDS),
                '@greatstep/shared/*',
                ...allowed.map((entry) => `!${entry}`),
                '**/shared/src/**',
              ],
              message: API_IMPORTS_MESSAGE,
            },
          ],
        },
      ],
    },
  };
}

/**
 * Where a file sits inside a front-end app's src/: `features/<name>`, `app`, or a folder the features share
 * (components, lib, config, content, assets; and app/route-paths.ts, the app's paths as data). null outside an app's
 * src/, for its two start files, and for tests.
 */
function zoneOf(file) {
  const parts = file.split(path.sep);
  const src = parts.lastIndexOf('src');
  if (src < 1 || !FRONT_ENDS.includes(parts[src - 1])) return null;
  const [top, name] = parts.slice(src + 1);
  // src/index.ts and src/bootstrap.tsx start the app; tests and test helpers may reach anywhere.
  if (name === undefined || top === 'testing' || parts.includes('__tests__')) return null;
  const app = parts.slice(0, src).join(path.sep);
  if (top === 'features') return { app, zone: `features/${name}` };
  // The app's paths (route-paths.ts, pure data) are what every feature links with, as the shell does.
  if (top === 'app' && name.replace(/\.ts$/, '') !== 'route-paths') return { app, zone: 'app' };
  return { app, zone: 'shared' };
}

/**
 * Bulletproof-react's import zones inside an app (docs/CONVENTIONS.md#front-end-apps): a feature imports no other
 * feature and not the app's routes; what the features share imports neither. Relative imports are resolved, so
 * `../team/...` and `../../features/team/...` are the same import.
 */
const featureZones = {
  rules: {
    'one-way': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = zoneOf(context.filename);
        if (!from || from.zone === 'app') return {};
        const check = (source) => {
          if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
          if (!source.value.startsWith('.')) return;
          const to = zoneOf(path.resolve(path.dirname(context.filename), source.value));
          if (!to || to.app !== from.app || to.zone === from.zone || to.zone === 'shared') return;
          const message =
            from.zone === 'shared'
              ? `What the features share imports no feature and not the app (${to.zone}): imports go shared → features → app.`
              : to.zone === 'app'
                ? 'A feature does not import the app: the app (its routes) imports the features.'
                : `A feature imports no other feature (${to.zone}): move what both need to the app's components/ or lib/, or meet in the routes.`;
          context.report({ node: source, message });
        };
        return {
          ImportDeclaration: (node) => check(node.source),
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
          ImportExpression: (node) => check(node.source),
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/',
      '**/node_modules/',
      '**/coverage/',
      '**/.federation/',
      '**/@mf-types/',
      'data/',
      'e2e/test-results/',
      'e2e/playwright-report/',
      'api/drizzle/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['scripts/single-bundle/*.ts', 'scripts/*.d.ts', 'types/*.d.ts', 'federation/*.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Unused names are mistakes, except a deliberately ignored `_name`.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Template literals with numbers are everywhere in messages and are clear.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      // Fastify plugins and act() callbacks are async by contract even without an await inside; a promise left
      // unawaited is what matters, and no-floating-promises catches that.
      '@typescript-eslint/require-await': 'off',
      // Passing a caught error on (an interceptor, a retry) rejects with whatever was thrown, unknown by nature.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
    },
  },
  {
    // Plain JavaScript: build configs, scripts and jest setup run in Node and have no types to check.
    files: ['**/*.{js,cjs,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: FRONT_ENDS.map((app) => `${app}/src/**/*.{ts,tsx}`).concat('shared/src/**/*.{ts,tsx}'),
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: FRONT_ENDS.map((app) => `${app}/src/**/*.{ts,tsx}`),
    plugins: { 'feature-zones': featureZones },
    rules: { 'feature-zones/one-way': 'error' },
  },
  {
    // The code that runs on what a client sends (headers, paths, bodies) or a visitor types: no regular expression
    // whose time grows faster than its input. `split(/\s*,\s*/)` on If-None-Match cost 220 ms of CPU for 16,000
    // spaces (docs/SECURITY.md#what-a-client-writes-costs-it-not-us). Tests and scripts read our own output.
    files: ['api/src/**/*.ts', 'shared/src/**/*.{ts,tsx}', ...FRONT_ENDS.map((app) => `${app}/src/**/*.{ts,tsx}`)],
    ignores: ['**/__tests__/**', '**/testing/**'],
    plugins: { regexp },
    rules: { 'regexp/no-super-linear-move': 'error', 'regexp/no-super-linear-backtracking': 'error' },
  },
  {
    // The benchmark's page script runs in the browser, the rest of the script in Node.
    files: ['scripts/**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/__tests__/**', '**/testing/**', '**/jest.setup*.js'],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      // jest.mocked(fn) and expect.any() hand back loosely typed values that tests compare, not use.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  // Import boundaries (docs/CONVENTIONS.md#dependencies-point-one-way): dependencies point one way, and nothing reaches
  // into another app.
  ...REMOTES.map((remote) =>
    boundary(
      [`${remote}/**`],
      [...packagePatterns(FRONT_ENDS.filter((app) => app !== remote)), ...API_PATTERNS],
      'A remote never imports another remote, the shell or the API: they meet only at run time, in the shell.',
    ),
  ),
  boundary(
    ['shell/**'],
    [...packagePatterns(REMOTES), ...API_PATTERNS],
    "The shell imports no remote's source: it loads the remotes at run time from remotes.json.",
  ),
  boundary(
    ['shared/**'],
    [...packagePatterns(FRONT_ENDS), ...API_PATTERNS],
    '@greatstep/shared imports no app: the apps import it.',
  ),
  apiImports(['api/**'], ['@greatstep/shared/isomorphic']),
  // The API's tests and benchmarks make accounts as the browser journeys do; the server's own code never loads them.
  apiImports(
    ['api/src/testing/**', 'api/**/__tests__/**', 'api/bench/**'],
    ['@greatstep/shared/isomorphic', '@greatstep/shared/testing'],
  ),
  prettier,
);
