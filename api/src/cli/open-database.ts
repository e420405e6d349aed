import { type Config, ConfigError, loadConfig, type DatabaseConfig } from '../config';
import { createDatabase, type Database } from '../db/database';
import { FolderHeldError } from '../db/pglite-lock';
import { CliError } from './cli-error';

/** Where the data is, for messages: the URL without its password, or the folder. */
export function describeTarget(target: DatabaseConfig): string {
  if (target.driver === 'pglite') return `embedded database in ${target.dataDir}`;
  try {
    const url = new URL(target.url);
    if (url.password) url.password = '***';
    return `PostgreSQL at ${url.toString()}`;
  } catch {
    return 'PostgreSQL';
  }
}

/**
 * The innermost reason: Drizzle wraps the driver's error ("Failed query: CREATE SCHEMA …") as its cause, and pg
 * reports a refused connection to a host with two addresses as an AggregateError with an empty message.
 */
export function reasonOf(error: unknown): string {
  // Duck-typed rather than instanceof: errors from another realm (a test VM, a worker) are Errors too.
  if (typeof error !== 'object' || error === null) return String(error);
  const { errors, cause, message, code } = error as {
    errors?: unknown;
    cause?: unknown;
    message?: unknown;
    code?: unknown;
  };
  if (Array.isArray(errors) && errors.length > 0) return reasonOf(errors[0]);
  if (cause !== undefined) return reasonOf(cause);
  if (typeof message === 'string' && message) return message;
  return typeof code === 'string' ? code : Object.prototype.toString.call(error);
}

/** The server's own configuration (its database, mail and public address), with a one-line error. */
export function adminConfig(env: NodeJS.ProcessEnv): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(error.message.replace(/\n\s*/g, ' '));
    throw error;
  }
}

/**
 * The server's database (migrations included), with a one-line error. An embedded one is held by this process
 * while it is open, and refused while another process holds it (db/pglite-lock.ts).
 */
export async function openDatabase(target: DatabaseConfig): Promise<Database> {
  try {
    return await createDatabase({ database: target, holder: 'npm run admin' });
  } catch (error) {
    if (error instanceof FolderHeldError) throw new CliError(error.message);
    throw new CliError(`Cannot open the ${describeTarget(target)}: ${reasonOf(error)}`);
  }
}
