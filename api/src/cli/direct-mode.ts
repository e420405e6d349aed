import type { Config } from '../config';
import type { Database } from '../db/database';
import { createRepositories, type Repositories } from '../db/repositories';
import { exportCsv } from '../exports';
import { systemClock } from '../lib/clock';
import { createMailer } from '../mail/create-mailer';
import type { ServiceDeps } from '../services';
import { createPaymentsService } from '../services/payments-service';
import { createRolesService } from '../services/roles-service';
import { runAccountCommand, type AccountServices } from './commands/accounts';
import { deliverCsv } from './csv-output';
import { EXPORT_FILE, type AdminIo, type DatabaseCommand } from './admin-io';

/** The failure a service logs (`{ err }`), as one line for the organiser. */
const reasonLogged = (details: object) => {
  const { err } = details as { err?: unknown };
  return err instanceof Error ? err.message : String(err);
};

function accountServices(repos: Repositories, database: Database, config: Config, io: AdminIo): AccountServices {
  const deps: ServiceDeps = {
    db: database.db,
    repos,
    mailer: io.mailer ?? createMailer(config, { info: (line) => io.stderr(`${line}\n`) }),
    clock: systemClock,
    config,
    log: { error: (details, message) => io.stderr(`admin: ${message}: ${reasonLogged(details)}\n`) },
  };
  return { payments: createPaymentsService(deps), roles: createRolesService(deps) };
}

/** A command on the open database, through the services the organisers' calls use. */
export async function runDirect(
  database: Database,
  config: Config,
  command: DatabaseCommand,
  io: AdminIo,
): Promise<void> {
  const repos = createRepositories(database.db);
  if (!('out' in command)) {
    await io.stdout(`${await runAccountCommand(accountServices(repos, database, config, io), command)}\n`);
    return;
  }
  const csv = await exportCsv(repos, EXPORT_FILE[command.name], 'event' in command ? command.event : undefined);
  await deliverCsv(csv, command.out, io);
}
