// How every browser of the project is launched (the Playwright journeys, bench:bundle): Debian's Chromium
// (CHROMIUM_PATH overrides it) with the flags of docs/CONVENTIONS.md#chromium-for-tests-and-benchmarks: no sandbox
// (root in CI), no GPU, none of the browser's own background traffic, which would add requests to what the journeys
// and the benchmark count.
const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

module.exports = { chromiumLaunchOptions };
