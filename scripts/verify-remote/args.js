// The command line of `npm run verify:remote`, read into options; a mistake in it is a usage error (exit code 2),
// told apart from a bundle that fails its checks (exit code 1), so that a CI gate does not mistake one for the other.
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

/**
 * @param {string[]} argv the arguments after the script's name
 * @param {string[] | null} remoteNames the site's remotes, or null when they cannot be known (the API is not built)
 * @returns {{ name: string, url: string, json: null | '-' | string, budgetKb: number, smoke: boolean }}
 * @throws {UsageError}
 */
function parseArgs(argv, remoteNames) {
  const options = { name: '', url: '', json: null, budgetKb: DEFAULT_BUDGET_KB, smoke: true };
  const fail = (problem) => {
    throw new UsageError(`${problem}\n${usage(remoteNames)}`);
  };
  const positional = [];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--json') options.json = '-';
    else if (arg.startsWith('--json=')) {
      options.json = arg.slice('--json='.length);
      if (!options.json) fail('--json= needs a file name');
    } else if (arg === '--no-smoke') options.smoke = false;
    else if (arg === '--budget-kb' || arg.startsWith('--budget-kb=')) {
      const value = arg === '--budget-kb' ? argv[(index += 1)] : arg.slice('--budget-kb='.length);
      const budget = Number(value);
      if (value === undefined || value === '' || !Number.isFinite(budget) || budget <= 0) {
        fail(`--budget-kb needs a number of KB above 0, not "${value ?? ''}"`);
      }
      options.budgetKb = budget;
    } else if (arg.startsWith('-')) fail(`unknown option ${arg}`);
    else positional.push(arg);
  }
  if (positional.length !== 1) fail(positional.length === 0 ? 'which remote, at which URL?' : 'one remote at a time');
  const [arg] = positional;
  const split = arg.indexOf('=');
  if (split <= 0) fail(`"${arg}" is not <remote>=<url>`);
  options.name = arg.slice(0, split);
  options.url = arg.slice(split + 1);
  if (remoteNames && !remoteNames.includes(options.name)) fail(`"${options.name}" is not one of the remotes`);
  if (!/^https?:\/\/./.test(options.url)) fail(`"${options.url}" is not an http(s) URL`);
  return options;
}

module.exports = { UsageError, parseArgs, usage };
