import type { Config } from '../config';
import type { Database } from '../db/database';
import { createRepositories, type Repositories } from '../db/repositories';
import { systemClock } from '../lib/clock';
import { createMailer } from '../mail/create-mailer';
import type { ServiceDeps } from '../services';
import { COMMAND_LINE } from '../services/actor';
import { createOrganisersService } from '../services/organisers-service';
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

function serviceDeps(repos: Repositories, database: Database, config: Config, io: AdminIo): ServiceDeps {
  return {
    db: database.db,
    repos,
    mailer: io.mailer ?? createMailer(config, { info: (line) => io.stderr(`${line}\n`) }),
    clock: systemClock,
    config,
    log: {
      error: (details, message) => io.stderr(`admin: ${message}: ${reasonLogged(details)}\n`),
      warn: (details, message) => io.stderr(`admin: ${message}: ${reasonLogged(details)}\n`),
      info: () => undefined,
    },
  };
}

function accountServices(deps: ServiceDeps): AccountServices {
  return { payments: createPaymentsService(deps), roles: createRolesService(deps) };
}

/** A command on the open database, through the services the organisers' calls use. */
export async function runDirect(
  database: Database,
  config: Config,
  command: DatabaseCommand,
  io: AdminIo,
): Promise<void> {
  const deps = serviceDeps(createRepositories(database.db), database, config, io);
  if (!('out' in command)) {
    await io.stdout(`${await runAccountCommand(accountServices(deps), command)}\n`);
    return;
  }
  // Recorded like the organisers' downloads, as the command line's.
  const csv = await createOrganisersService(deps).exportCsv(
    COMMAND_LINE,
    EXPORT_FILE[command.name],
    'event' in command ? command.event : undefined,
  );
  await deliverCsv(csv, command.out, io);
}
