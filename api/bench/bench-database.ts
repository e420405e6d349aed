import { createDatabase } from '../src/db/database';
import { createRepositories } from '../src/db/repositories';
import { createScratchDatabase, type ScratchDatabase } from '../src/db/scratch-database';

export const DEFAULT_SERVER_URL = 'postgres://root@127.0.0.1:5432/test';

export interface BenchDatabase extends ScratchDatabase {
  /** People in each team of an event, read through the API's own repository: the judge of the spike. */
  teamSizes: (event: string) => Promise<number[]>;
}

export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const scratch = await createScratchDatabase(serverUrl, 'gs_bench');
  return {
    ...scratch,
    teamSizes: async (event) => {
      const database = await createDatabase({ database: { driver: 'postgres', url: scratch.url } });
      try {
        return await createRepositories(database.db).teams.countPeoplePerTeam(event);
      } finally {
        await database.close();
      }
    },
  };
}
