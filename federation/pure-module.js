// Evaluates a remote's pure data modules at build time (route-paths.ts, page-heads.ts): TypeScript transpiled and run
// in a context of its own, with no bundler and no React. A pure module may import another pure module of its own
// remote (a relative `.ts` path) and the library's pure parts (`@greatstep/shared/<subpath>`, the files its
// package.json names as `source`); anything else (a package, a component, a picture) is refused with the chain of
// imports that reached it, so a sub-team learns at once which import made its data impure.
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const ts = require('typescript');

const SHARED_DIR = path.join(__dirname, '..', 'shared');
const SHARED_PACKAGE = '@greatstep/shared';

/** The library's source file for `@greatstep/shared` or one of its subpaths, or null for another package. */
function sharedSource(request) {
  if (request !== SHARED_PACKAGE && !request.startsWith(`${SHARED_PACKAGE}/`)) return null;
  const subpath = `.${request.slice(SHARED_PACKAGE.length)}`;
  const { exports } = JSON.parse(fs.readFileSync(path.join(SHARED_DIR, 'package.json'), 'utf8'));
  const source = exports[subpath]?.source;
  return source ? path.join(SHARED_DIR, source) : null;
}

/** `./x` from `from`: the file x.ts, or the index.ts of folder x (a `.js` suffix names the `.ts` file, as the apps read it). */
function relativeSource(request, from) {
  const base = path.resolve(path.dirname(from), request.replace(/\.js$/, ''));
  return [`${base}.ts`, path.join(base, 'index.ts')].find((file) => fs.existsSync(file)) ?? null;
}

/** The file an exact alias of the build names for `request` (webpack's `resolve.alias`, `name$` or `name`), or null. */
function aliasedSource(request, alias) {
  const target = alias[`${request}$`] ?? alias[request];
  return typeof target === 'string' && target.endsWith('.ts') && fs.existsSync(target) ? target : null;
}

/**
 * Runs `file` and every pure module it imports, each once, and returns its exports. `files` receives every file
 * read, so a watching build can follow them; `alias` is the build's `resolve.alias`, so a package the bundle takes
 * from elsewhere is read from there here too.
 * @param {string} file
 * @param {{ files?: Set<string>, alias?: Record<string, unknown> }} [options]
 */
function evaluatePureModule(file, { files = new Set(), alias = {} } = {}) {
  const context = vm.createContext({});
  const modules = new Map();
  const load = (target, chain) => {
    const known = modules.get(target);
    if (known) return known.exports;
    files.add(target);
    const { outputText } = ts.transpileModule(fs.readFileSync(target, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
      fileName: target,
    });
    const module = { exports: {} };
    modules.set(target, module);
    const require = (request) => {
      const resolved = request.startsWith('.')
        ? relativeSource(request, target)
        : (aliasedSource(request, alias) ?? sharedSource(request));
      if (!resolved) {
        throw new Error(
          `${[...chain, target].map((step) => path.relative(process.cwd(), step)).join(' → ')} must be pure data, ` +
            `but it imports ${request}`,
        );
      }
      return load(resolved, [...chain, target]);
    };
    const run = vm.runInContext(`(function (module, exports, require) {${outputText}\n})`, context, {
      filename: target,
    });
    run(module, module.exports, require);
    return module.exports;
  };
  return load(path.resolve(file), []);
}

module.exports = { evaluatePureModule };
