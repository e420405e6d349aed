// The command line of `npm run verify:remote`, read into options; a mistake in it is a usage error (exit code 2),
// told apart from a bundle that fails its checks (exit code 1), so that a CI gate does not mistake one for the other.
const util = require('node:util');
const { DEFAULT_BUDGET_KB } = require('./route-bytes');

class UsageError extends Error {}

function usage(remoteNames) {
  const names = remoteNames ? remoteNames.join('|') : '<remote>';
  return [
    `usage: npm run verify:remote -- <${names}>=<http(s) URL of its mf-manifest.json> [options]`,
    '  --json              the report as JSON on stdout (the check lines go to stderr)',
    '  --json=<file>       the report as JSON in <file> (the check lines stay on stdout)',
    `  --budget-kb <n>     the JS a path may load from the bundle, in KB as sent (default ${DEFAULT_BUDGET_KB})`,
    '  --no-smoke          skip the smoke journeys',
  ].join('\n');
}

const OPTIONS = {
  json: { type: 'string' },
  'budget-kb': { type: 'string' },
  'no-smoke': { type: 'boolean' },
};

/**
 * @param {string[]} argv the arguments after the script's name
 * @param {string[] | null} remoteNames the site's remotes, or null when they cannot be known (the API is not built)
 * @returns {{ name: string, url: string, json: null | '-' | string, budgetKb: number, smoke: boolean }}
 * @throws {UsageError}
 */
function parseArgs(argv, remoteNames) {
  const fail = (problem) => {
    throw new UsageError(`${problem}\n${usage(remoteNames)}`);
  };
  // A bare --json means the report on stdout; as a string option it would take the next argument for a file name.
  const args = argv.map((arg) => (arg === '--json' ? '--json=-' : arg));
  let parsed;
  try {
    parsed = util.parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.json === '') fail('--json= needs a file name');
  const budgetKb = values['budget-kb'] === undefined ? DEFAULT_BUDGET_KB : Number(values['budget-kb']);
  if (values['budget-kb'] === '' || !Number.isFinite(budgetKb) || budgetKb <= 0) {
    fail(`--budget-kb needs a number of KB above 0, not "${values['budget-kb']}"`);
  }
  if (positionals.length !== 1) fail(positionals.length === 0 ? 'which remote, at which URL?' : 'one remote at a time');
  const [arg] = positionals;
  const split = arg.indexOf('=');
  if (split <= 0) fail(`"${arg}" is not <remote>=<url>`);
  const name = arg.slice(0, split);
  const url = arg.slice(split + 1);
  if (remoteNames && !remoteNames.includes(name)) fail(`"${name}" is not one of the remotes`);
  if (!/^https?:\/\/./.test(url)) fail(`"${url}" is not an http(s) URL`);
  return { name, url, json: values.json ?? null, budgetKb, smoke: !values['no-smoke'] };
}

module.exports = { UsageError, parseArgs, usage };
