// The tables the benchmark prints: medians beside the goals of docs/PERFORMANCE.md, and the comparison with a
// baseline build.

const GOALS = { performance: 90, accessibility: 100, bestPractices: 100, lcpMs: 2500, cls: 0.05, tbtMs: 200 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** This build against the baseline's, page by page: medians of each, and the median of the paired differences. */
export function printComparison(results, baseline, { baselineDir, runs: pairs }) {
  console.log(`\nAgainst the baseline (${baselineDir}), ${pairs} pairs per page, runs alternating:`);
  const widths = [26, 17, 14, 17, 14];
  const line = (cells) => cells.map((cell, index) => String(cell).padStart(widths[index])).join(' ');
  console.log(line(['page', 'LCP s this/base', 'paired Δ ms', 'TBT ms this/base', 'paired Δ ms']));
  results.forEach(({ page, runs }, index) => {
    const base = baseline[index].runs;
    const m = (list, key) => median(list.map((run) => run[key]));
    const delta = (key) => median(runs.map((run, pair) => run[key] - base[pair][key]));
    console.log(
      line([
        page.name,
        `${(m(runs, 'lcpMs') / 1000).toFixed(2)}/${(m(base, 'lcpMs') / 1000).toFixed(2)}`,
        delta('lcpMs').toFixed(0),
        `${m(runs, 'tbtMs').toFixed(0)}/${m(base, 'tbtMs').toFixed(0)}`,
        delta('tbtMs').toFixed(0),
      ]),
    );
  });
}

export function printTable(results, { runs: perPage }) {
  const header = ['page', 'perf', 'a11y', 'BP', 'LCP s', 'CLS', 'TBT ms', 'FCP s', 'JS KB sent'];
  const widths = [26, 5, 5, 5, 6, 6, 7, 6, 11];
  const line = (cells) => cells.map((cell, index) => String(cell).padStart(widths[index])).join(' ');
  console.log(`\nLighthouse ${perPage} runs per page, medians (mobile, simulated throttling):`);
  console.log(line(header));
  for (const { page, runs } of results) {
    const m = (key) => median(runs.map((run) => run[key]));
    console.log(
      line([
        page.name,
        m('performance').toFixed(0),
        m('accessibility').toFixed(0),
        m('bestPractices').toFixed(0),
        (m('lcpMs') / 1000).toFixed(2),
        m('cls').toFixed(3),
        m('tbtMs').toFixed(0),
        (m('fcpMs') / 1000).toFixed(2),
        m('jsKb').toFixed(1),
      ]),
    );
  }
  console.log(
    line([
      'goal',
      `≥ ${GOALS.performance}`,
      GOALS.accessibility,
      GOALS.bestPractices,
      '≤ 2.50',
      '≤ 0.05',
      '≤ 200',
      '',
      '',
    ]),
  );
  const misses = [];
  for (const { page, runs } of results) {
    const m = (key) => median(runs.map((run) => run[key]));
    if (m('performance') < GOALS.performance) misses.push(`${page.name}: performance ${m('performance').toFixed(0)}`);
    if (m('accessibility') < GOALS.accessibility) misses.push(`${page.name}: accessibility ${m('accessibility')}`);
    if (m('bestPractices') < GOALS.bestPractices) misses.push(`${page.name}: best practices ${m('bestPractices')}`);
    if (m('lcpMs') > GOALS.lcpMs) misses.push(`${page.name}: LCP ${(m('lcpMs') / 1000).toFixed(2)} s`);
    if (m('cls') > GOALS.cls) misses.push(`${page.name}: CLS ${m('cls').toFixed(3)}`);
    if (m('tbtMs') > GOALS.tbtMs) misses.push(`${page.name}: TBT ${m('tbtMs').toFixed(0)} ms`);
  }
  console.log(misses.length === 0 ? 'Every median meets its goal.' : `Goals missed:\n  ${misses.join('\n  ')}`);
  const indexes = results.flatMap(({ runs }) => runs.map((run) => run.benchmarkIndex));
  console.log(
    `Lighthouse's benchmark index of this machine over the runs: median ${median(indexes).toFixed(0)}, ` +
      `${Math.min(...indexes).toFixed(0)}–${Math.max(...indexes).toFixed(0)} (higher is faster)`,
  );
  console.log("\nPer page: the LCP element, audits below full score in any run, and Chromium's Issues panel");
  for (const { page, runs } of results) {
    const failed = [...new Set(runs.flatMap((run) => run.failedAudits))];
    console.log(`  ${page.name}: LCP ${runs[0].lcpElement.slice(0, 90)}`);
    const issues = [...new Set(runs.flatMap((run) => run.issues))];
    console.log(`    below full score: ${failed.join(', ') || 'none'}; issues: ${issues.join('; ') || 'none'}`);
  }
}
