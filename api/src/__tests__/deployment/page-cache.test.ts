import path from 'node:path';
import { COHORT_COOKIE } from '../../site/cohort';
import { fakeEventFragments } from '../../testing/fake-site';
import { eventually } from '../../testing/release-site';
import { rawGet } from './calls';
import { describeWithNginx, type PageLogEntry } from './nginx-server';
import { BROWSER, startSiteBehindNginx, type SiteBehindNginx } from './site-behind-nginx';
import { writeBuilt } from './test-checkout';

/*
 * The pages' cache of deploy/nginx/greatstep.conf (docs/DEPLOY.md#pages-at-the-speed-of-files): a page the API made is
 * kept a few seconds by path, encoding and cohort, and served to every browser asking alike, and while no process
 * answers; an answer that hands a browser its cohort is never kept nor served to another browser. Each check reads
 * nginx's log of the pages, which says whether a page came from the cache or from the API.
 */

const QS = '/great-step/events/competitions/QS';
const GEOBOTICS = '/great-step/events/competitions/Geobotics';
const cookie = (cohort: number) => ({ cookie: `${COHORT_COOKIE}=${cohort}` });

const title = 'the pages nginx keeps with deploy/nginx/greatstep.conf';

describeWithNginx(title, () => {
  let site: SiteBehindNginx;

  beforeAll(async () => {
    site = await startSiteBehindNginx();
  }, 60_000);

  afterAll(async () => {
    await site?.stop();
  });

  /** nginx's log of the pages asked for by `run`, once nginx has written them. */
  async function logged(run: () => Promise<void>): Promise<PageLogEntry[]> {
    const before = site.nginx.pageLog().length;
    await run();
    await new Promise((resolve) => setTimeout(resolve, 100));
    return site.nginx.pageLog().slice(before);
  }
  const fromApi = (entries: PageLogEntry[]) => entries.filter((entry) => entry.upstream !== '').length;

  it('serves a page the API made to every browser asking alike, by path, encoding and cohort', async () => {
    const bodies: string[] = [];
    const entries = await logged(async () => {
      for (const query of ['', '?utm_source=whatsapp', '?x=1']) {
        for (let n = 0; n < 3; n += 1) bodies.push((await rawGet(`${site.nginx.url}${QS}${query}`)).decoded.toString());
      }
    });
    // One answer of the API for nine visits, whatever their query.
    expect(entries.map((entry) => entry.cache)).toEqual(['MISS', ...Array.from({ length: 8 }, () => 'HIT')]);
    expect(new Set(bodies).size).toBe(1);

    // Each encoding and each cohort has its own.
    const kinds = await logged(async () => {
      for (const encoding of ['br', 'gzip', 'br', 'gzip']) {
        const answer = await rawGet(`${site.nginx.url}${QS}`, { 'accept-encoding': encoding });
        expect({ encoding: answer.headers['content-encoding'], body: answer.decoded.toString() }).toEqual({
          encoding,
          body: bodies[0],
        });
      }
      for (const cohort of [7, 7, 70]) await rawGet(`${site.nginx.url}${QS}`, cookie(cohort));
    });
    expect(kinds.map((entry) => entry.cache)).toEqual(['MISS', 'MISS', 'HIT', 'HIT', 'MISS', 'HIT', 'MISS']);
  });

  it('serves the pages it keeps, past their few seconds, while no process answers', async () => {
    const kept = (await rawGet(`${site.nginx.url}/great-step/events`, cookie(33))).decoded.toString();
    const first = (await rawGet(`${site.nginx.url}/signin`)).decoded.toString();
    await site.nginx.reload([site.apiPort === 65535 ? site.apiPort - 1 : site.apiPort + 1]);
    try {
      // Until both have outlived their few seconds and are served stale, each answered as kept.
      const served = new Set<string>();
      for (let tries = 0; served.size < 2 && tries < 60; tries += 1) {
        const entries = await logged(async () => {
          expect((await rawGet(`${site.nginx.url}/great-step/events`, cookie(33))).decoded.toString()).toBe(kept);
          expect((await rawGet(`${site.nginx.url}/signin`)).decoded.toString()).toBe(first);
        });
        expect(entries.map((entry) => entry.status)).toEqual([200, 200]);
        for (const entry of entries) if (entry.cache === 'STALE') served.add(entry.path);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(served).toEqual(new Set(['/great-step/events', '/signin']));
    } finally {
      await site.nginx.reload([site.apiPort]);
    }
  }, 60_000);

  it("never keeps an answer that hands a browser its cohort, and never serves one cohort's page to another", async () => {
    const stable = site.keepBundle('events', 'v1');
    const canary = site.keepBundle('events', 'v2', (dir) =>
      writeBuilt(path.join(dir, 'fragments.json'), JSON.stringify(fakeEventFragments(77000))),
    );
    await site.releases.release({ remote: 'events', url: stable, by: 'keep-bundles.sh', report: {} });
    await site.releases.release({ remote: 'events', url: canary, by: 'events team', report: {}, canary: 50 });
    // Within the seconds nginx keeps a page, and the second the API keeps the releases read.
    await eventually(async () => {
      const page = await rawGet(`${site.nginx.url}${GEOBOTICS}`, cookie(10));
      expect(page.decoded.toString()).toContain('₹77,000');
    }, 10_000);

    // A link checker's or a crawler's visit (no browser's User-Agent) first: what it is answered is for it alone too.
    await rawGet(`${site.nginx.url}${GEOBOTICS}`);
    const cohorts: string[] = [];
    const firstVisits = await logged(async () => {
      for (let visit = 0; visit < 8; visit += 1) {
        const page = await rawGet(`${site.nginx.url}${GEOBOTICS}`, BROWSER);
        const given = /^gs_cohort=(\d+);/.exec(String(page.headers['set-cookie']))?.[1];
        expect(given).toBeDefined();
        cohorts.push(given ?? '');
        // The page of the cohort it was given.
        expect(page.decoded.toString()).toContain(Number(given) < 50 ? '₹77,000' : '₹31,000');
      }
    });
    // Each made for its visit by the API, none from the cache.
    expect(firstVisits.map((entry) => entry.cache === 'MISS' || entry.cache === 'EXPIRED')).toEqual(
      firstVisits.map(() => true),
    );
    expect(fromApi(firstVisits)).toBe(8);

    const sides = await Promise.all(
      [10, 90, 10, 90].map((cohort) => rawGet(`${site.nginx.url}${GEOBOTICS}`, cookie(cohort))),
    );
    expect(sides.map((page) => page.decoded.toString().includes('₹77,000'))).toEqual([true, false, true, false]);
    expect(sides.map((page) => page.headers['set-cookie'])).toEqual([undefined, undefined, undefined, undefined]);
    await site.releases.abort({ remote: 'events', by: 'events team' });
  });
});
