import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createDatabase, type Database } from '../../db/database';
import { createMemoryMailer } from '../../mail/memory-mailer';
import { fakeBundles } from '../../testing/fake-bundles';
import { fakeBuiltSite } from '../../testing/fake-site';
import { releaseCommands } from '../../testing/release-site';
import { FakeClock, testConfig } from '../../testing/test-app';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../testing/throwaway-postgres';

/*
 * Pages while PostgreSQL is down (docs/DEPLOY.md#pages-at-the-speed-of-files): a process serves them with the
 * releases it read last, rather than failing them with the calls that need the database; once it can read them again,
 * it serves what the database says.
 */

const V2 = 'https://cdn.example.org/events/v2/mf-manifest.json';
const V3 = 'https://cdn.example.org/events/v3/mf-manifest.json';

/** The events entry the page's remotes.json names. */
function eventsEntry(html: string): unknown {
  const json = /<script type="application\/json" id="gs-remotes">(.*?)<\/script>/.exec(html)?.[1];
  return (JSON.parse(json ?? 'null') as Record<string, { entry?: string }> | null)?.events?.entry;
}

describe('pages while the database is down', () => {
  let pg: ThrowawayPostgres;
  let database: Database;
  let built: ReturnType<typeof fakeBuiltSite>;
  let app: FastifyInstance;
  const clock = new FakeClock();
  const warnings: string[] = [];

  beforeAll(async () => {
    pg = await startThrowawayPostgres();
    database = await createDatabase({
      database: { driver: 'postgres', url: pg.url, timeouts: { connectMs: 2_000, acquireMs: 2_000 } },
      onConnectionLost: () => {},
    });
    built = fakeBuiltSite();
    app = await buildApp({
      config: testConfig({ logLevel: 'info' }),
      database,
      site: built.site,
      mailer: createMemoryMailer(),
      clock: clock.now,
      readBundle: fakeBundles,
      logStream: {
        write: (line) => {
          const entry = JSON.parse(line) as { level: number; msg: string };
          if (entry.level >= 30 && /releases/.test(entry.msg)) warnings.push(entry.msg);
        },
      },
    });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await pg?.stop();
    built?.remove();
  });

  it('serves every page with the releases read last, says so once, and follows the database once it is back', async () => {
    const releases = releaseCommands({ database, dispose: async () => {} }, {}, fakeBundles);
    await releases.release({ remote: 'events', url: V2, by: 'events team', report: {} });
    clock.advanceMinutes(1);
    const page = async (url: string) => {
      const answer = await app.inject({ url });
      return { url, status: answer.statusCode, entry: eventsEntry(answer.body) };
    };
    expect(await page('/great-step/events')).toEqual({ url: '/great-step/events', status: 200, entry: V2 });

    await pg.down();
    try {
      // The set read a minute ago is out of date: each page asks the database again, and gets no answer.
      clock.advanceMinutes(1);
      for (const url of ['/', '/great-step/events', '/great-step/events/competitions/QS']) {
        expect(await page(url)).toEqual({ url, status: 200, entry: V2 });
        clock.advanceMinutes(1);
      }
      expect((await app.inject({ url: '/remotes.json' })).json()).toMatchObject({ events: { entry: V2 } });
    } finally {
      await pg.up();
    }
    await releases.release({ remote: 'events', url: V3, by: 'events team', report: {} });
    clock.advanceMinutes(1);
    expect(await page('/great-step/events')).toEqual({ url: '/great-step/events', status: 200, entry: V3 });
    expect(warnings).toEqual([
      'the releases could not be read: pages are served with the releases read last',
      'the releases can be read again',
    ]);
  }, 60_000);
});
