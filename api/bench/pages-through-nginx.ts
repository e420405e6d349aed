import { performance } from 'node:perf_hooks';
import type { NginxServer } from '../src/__tests__/deployment/nginx-server';
import { runLoad, type LoadFigures } from './load-runs';
import { n } from './report';

/*
 * Pages at the speed of files (docs/DEPLOY.md#pages-at-the-speed-of-files): a composed page through nginx, which keeps
 * it a few seconds, beside a static file of the same nginx, in the same run and with the same connections; then a
 * page nobody asked for yet, asked for by a crowd at once, as when a link is posted to a class.
 */

/** The goal: a composed page through nginx at half the rate of a file or better (docs/PERFORMANCE.md). */
export const PAGE_TO_FILE_GOAL = 0.5;

/** Browsers asking at once for a page no one asked for before. */
const CROWD = 200;

const PAGE = '/great-step/events/competitions/Geobotics';
/** The same shell's page as it lies on disk: a file nginx sends as it is. */
const FILE = '/index.html';

export interface PagesThroughNginx {
  page: LoadFigures;
  file: LoadFigures;
  crowd: { browsers: number; toApi: number; ok: number; ms: number };
}

/** A browser's headers for a page: HTML, brotli. */
const BROWSER = { accept: 'text/html', 'accept-encoding': 'br' };

export async function measurePagesThroughNginx(
  nginx: NginxServer,
  plan: { readConnections: number; seconds: number },
  serverPid: number,
): Promise<PagesThroughNginx> {
  const run = (label: string, pathname: string) =>
    runLoad({
      label,
      url: `${nginx.url}${pathname}`,
      headers: BROWSER,
      connections: plan.readConnections,
      seconds: plan.seconds,
      serverPid,
    });
  const file = await run('GET index.html from disk (br)', FILE);
  const page = await run('GET competition page (composed, br)', PAGE);

  // A path no one asked for (its query is the page's own: the cache key leaves it out), by a crowd at once.
  const cold = '/great-step/events/competitions/QS';
  const before = nginx.pageLog().length;
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: CROWD }, () =>
      fetch(`${nginx.url}${cold}`, { headers: BROWSER }).then(
        async (response) => {
          await response.arrayBuffer();
          return response.status;
        },
        () => 0,
      ),
    ),
  );
  const ms = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 200));
  const toApi = nginx
    .pageLog()
    .slice(before)
    .filter((entry) => entry.path === cold && entry.upstream !== '').length;
  return { page, file, crowd: { browsers: CROWD, toApi, ok: answers.filter((status) => status === 200).length, ms } };
}

export function pagesThroughNginxText({ page, file, crowd }: PagesThroughNginx): string {
  const ratio = page.rps / file.rps;
  return [
    `   composed page ÷ static file, both through nginx: ${n(ratio, 2)} (${n(page.rps)} ÷ ${n(file.rps)} req/s; ` +
      `p99 ${n(page.p99)} ms and ${n(file.p99)} ms; goal ≥ ${PAGE_TO_FILE_GOAL}: ${ratio >= PAGE_TO_FILE_GOAL ? 'met' : 'MISSED'})`,
    `   a page no one had asked for, by ${crowd.browsers} browsers at once: ${crowd.toApi} reached the API, ` +
      `${crowd.ok} answered 200, all in ${n(crowd.ms)} ms`,
  ].join('\n');
}
