// What `npm run verify:remote` found, kept twice: one line per check for people (unchanged since the first version:
// `ok  ` or `FAIL`, the check's name, the detail; `skip` for --no-smoke), and the JSON report a CI gate and
// `npm run remote -- release` read (docs/TESTING.md#verify-remote). Its shape is a contract: add fields, never rename.

/** Every check, in the report's order. A check that never ran (an earlier one failed) is reported as not passed. */
const CHECKS = [
  'manifest',
  'shared singletons',
  'paths',
  'pages',
  'prerendered pages',
  'bytes per route',
  'composed site',
  'smoke journeys',
];

/**
 * @param {{ remote: string, url: string, budgetKb: number, journeys: string, log: (line: string) => void }} options
 *   `journeys`: the remote's smoke journeys, the folder they live in (`mf-events/smoke`)
 */
function createReport({ remote, url, budgetKb, journeys, log }) {
  const checks = new Map();
  const data = {
    shared: [],
    paths: { claimed: [], conflicts: [] },
    // What pages.json publishes: each page's path and picture (empty without the file).
    pages: { published: [], problems: [] },
    // What fragments.json prerenders: each page's path (empty without the file).
    fragments: { prerendered: [], problems: [] },
    bytes: { budgetKb, routes: [] },
    // `grep` is kept for the readers of the first reports: the journeys are chosen by their folder now.
    smoke: { ran: false, ok: false, passed: 0, failed: 0, flaky: 0, grep: null, journeys },
  };

  function add(name, ok, detail, mark) {
    checks.set(name, { name, ok, detail });
    log(`${mark}  ${name.padEnd(18)} ${detail}`);
    return ok;
  }

  return {
    data,
    /** Records a check's verdict and prints its line; returns whether it passed. */
    check: (name, ok, detail) => add(name, ok, detail, ok ? 'ok  ' : 'FAIL'),
    /** A check left out on purpose (`--no-smoke`): it passes, and its line says it did not run. */
    skip: (name, detail) => add(name, true, detail, 'skip'),
    failed: () => [...checks.values()].some((check) => !check.ok),
    /** The report as JSON gives it; checks that never ran are there too, as not passed. */
    finish() {
      const ordered = CHECKS.map(
        (name) => checks.get(name) ?? { name, ok: false, detail: 'not run: an earlier check failed' },
      );
      // A check outside the usual list (the built site missing) comes first: it is why the others did not run.
      const extra = [...checks.values()].filter((check) => !CHECKS.includes(check.name));
      const all = [...extra, ...ordered];
      return {
        remote,
        url,
        ok: all.every((check) => check.ok),
        at: new Date().toISOString(),
        checks: all,
        ...data,
      };
    },
  };
}

module.exports = { CHECKS, createReport };
