import path from 'node:path';

/** api/drizzle: two levels up from both src/db and dist/db. */
export const migrationsFolder = path.join(__dirname, '..', '..', 'drizzle');
