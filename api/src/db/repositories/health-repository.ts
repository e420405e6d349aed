import { sql } from 'drizzle-orm';
import type { Db } from '../database';

export function createHealthRepository(db: Db) {
  return {
    /** The cheapest statement that needs a working connection and a server that answers. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}
