import { BadInputError } from '../../lib/domain-errors';
import { releaseCommands } from '../../testing/release-site';
import { drivers } from '../../testing/test-app';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { releaseUrlProblems } from '../release-url';

/*
 * Behind nginx every release's bundle is the site's own files, under /bundles/ on the site's address
 * (docs/DEPLOY.md#one-release-mechanism): taken on that address whatever its scheme, as the page itself is served,
 * and on no other plain http address.
 */

const SITE = 'http://10.20.30.40:8080';

describe.each(drivers)('a release on the site’s own address (%s)', (driver) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('is taken on plain http when the site itself runs on it, and refused on any other http address', async () => {
    const releases = releaseCommands(database, { publicUrl: SITE });
    const own = `${SITE}/bundles/events/v2025.2/mf-manifest.json`;
    expect((await releases.release({ remote: 'events', url: own, by: 'keep-bundles.sh', report: {} })).url).toBe(own);
    for (const other of [
      'http://10.20.30.41:8080/bundles/events/v2025.2/mf-manifest.json',
      'http://10.20.30.40:8081/bundles/events/v2025.2/mf-manifest.json',
    ]) {
      await expect(releases.release({ remote: 'events', url: other, by: 'x', report: {} })).rejects.toThrow(
        new BadInputError(`The release URL ${releaseUrlProblems.scheme}`),
      );
    }
  });

  it('is taken on https on an https site, whose plain http address is no release', async () => {
    const releases = releaseCommands(database, { publicUrl: 'https://greatstep.example.org' });
    const own = 'https://greatstep.example.org/bundles/account/v2025.2/mf-manifest.json';
    expect((await releases.release({ remote: 'account', url: own, by: 'x', report: {} })).url).toBe(own);
    await expect(
      releases.release({
        remote: 'account',
        url: 'http://greatstep.example.org/bundles/account/v2025.2/mf-manifest.json',
        by: 'x',
        report: {},
      }),
    ).rejects.toThrow(new BadInputError(`The release URL ${releaseUrlProblems.scheme}`));
  });
});
