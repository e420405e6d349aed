import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Repositories } from '../db/repositories';
import type { Clock } from '../lib/clock';
import type { Mailer } from '../mail/mailer';

/** What every service is built from; buildApp assembles it once. */
export interface ServiceDeps {
  db: Db;
  repos: Repositories;
  mailer: Mailer;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'remoteCanary'>;
  log: {
    error(details: object, message: string): void;
    warn(details: object, message: string): void;
    info(message: string): void;
  };
}
