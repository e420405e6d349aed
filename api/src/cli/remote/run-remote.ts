import { createRepositories } from '../../db/repositories';
import { systemClock } from '../../lib/clock';
import { NO_HEALTH_TICKETS } from '../../lib/health-ticket';
import { createMailer } from '../../mail/create-mailer';
import { createRemoteReleasesService } from '../../services/remote-releases-service';
import type { AdminIo } from '../admin-io';
import { CliError } from '../cli-error';
import { adminConfig, openDatabase } from '../open-database';
import { serverFor, tokenOf, tokenRefused } from '../server-mode';
import { historyText, releasedText, rolledBackText, statusText } from './format-releases';
import { parseRemoteCommand, type RemoteCommand, type RemoteOptions } from './parse-remote-command';
import { serverActions, serviceActions, type ReleaseActions } from './release-actions';
import { remoteUsage } from './remote-usage';
import { warnOfTokenOnCommandLine } from '../command-line';
import { refusalExitCode } from '../tool-process';
import type { BundleReader } from '../../site/bundle-files';
import { failedChecks, verifyBundle, type BuiltWithReport, type VerifyReport } from './verify-bundle';
import { keepLocalBuild } from './local-build';

export interface RemoteIo extends Pick<AdminIo, 'env' | 'stdout' | 'stderr' | 'database' | 'readToken'> {
  /** Verifies a bundle; a test gives its own (the real one starts the built site and Chromium). */
  verify?: typeof verifyBundle;
  /** Reads a bundle's published files, on the database itself; a test gives one that plays the bundle's host. */
  readBundle?: BundleReader;
}

type Command = Exclude<RemoteCommand, { name: 'help' }>;

/** Who did it, for the history: named on the command line, or in RELEASE_BY, or the login name. */
function whoOf(options: RemoteOptions, env: NodeJS.ProcessEnv): string | undefined {
  return options.by ?? (env.RELEASE_BY?.trim() || undefined);
}

/**
 * A bundle the site's own checkout built, with the shell it is served with, is not verified again here: its release's
 * tests ran with it (npm test, npm run test:e2e in CI), and verify:remote would need the built site and Chromium on a
 * production host. The report kept says so, and the history prints it (docs/DEPLOY.md#one-release-mechanism).
 */
function builtWithReport(command: Extract<Command, { name: 'release' }>, release: string): BuiltWithReport {
  return { remote: command.remote, url: command.url, ok: true, checks: [], builtWith: release };
}

/** The release of a build on this machine: kept where the running site serves it, then released at that address. */
function withLocalBuild(
  command: Extract<Command, { name: 'release' }>,
  io: RemoteIo,
): Extract<Command, { name: 'release' }> {
  const { url, dir } = keepLocalBuild(command.remote, command.local?.dist, io.env);
  io.stderr(`Kept the ${command.remote} build as ${dir}, served at ${url}\n`);
  return { ...command, url };
}

async function verified(
  command: Extract<Command, { name: 'release' }>,
  io: RemoteIo,
): Promise<VerifyReport | BuiltWithReport> {
  if (command.builtWith !== undefined) return builtWithReport(command, command.builtWith);
  io.stderr(`Verifying ${command.url} as the ${command.remote} remote (npm run verify:remote)…\n`);
  const verify = io.verify ?? verifyBundle;
  const report = await verify(command.remote, command.url, { smoke: command.smoke, onProgress: io.stderr });
  if (!report.ok) {
    throw new CliError(`the bundle failed verify:remote, so nothing was released:\n${failedChecks(report)}`);
  }
  return report;
}

/**
 * Runs the command; `by` is who it names as having done it (--by, RELEASE_BY), or undefined for the actions' own
 * default: the organiser on the server, the login name on the database.
 */
async function run(command: Command, actions: ReleaseActions, by: string | undefined, io: RemoteIo): Promise<string> {
  switch (command.name) {
    case 'status':
      return statusText(await actions.status());
    case 'history':
      return historyText(await actions.history(command.remote));
    case 'release': {
      // Someone who may not release the remote is refused now, not after the minutes verification takes.
      await actions.history(command.remote);
      const release = command.local ? withLocalBuild(command, io) : command;
      const report = await verified(release, io);
      const { remote, url, canary } = release;
      return releasedText(await actions.release({ remote, url, report, canary, by }));
    }
    case 'rollback':
      return rolledBackText(await actions.rollback({ remote: command.remote, to: command.to, by }));
    case 'promote': {
      const release = await actions.promote({ remote: command.remote, by });
      return `${release.remote} release #${release.id} is the stable release now: ${release.url}`;
    }
    case 'abort': {
      const release = await actions.abort({ remote: command.remote, reason: command.reason, by });
      return `${release.remote} canary #${release.id} has ended; every browser gets the stable release again.`;
    }
  }
}

async function onDatabase(command: Command, options: RemoteOptions, io: RemoteIo): Promise<string> {
  const config = adminConfig(io.env);
  const server = io.database && !options.server ? null : serverFor(options.server, config.database);
  const by = whoOf(options, io.env);
  if (server) {
    // As the person whose token it is: an organiser, or a releaser of the remote (docs/API.md#releasers).
    const token = await tokenOf(server, options, io);
    try {
      return await run(command, serverActions({ server, token }), by, io);
    } catch (error) {
      throw tokenRefused(error, server);
    }
  }
  const database = io.database ?? (await openDatabase(config.database));
  try {
    const repos = createRepositories(database.db);
    const service = createRemoteReleasesService(
      {
        db: database.db,
        repos,
        // Releases send no mail; the service is built as every service is.
        mailer: createMailer(config, { info: () => undefined }),
        clock: systemClock,
        config,
        log: {
          error: (_details, message) => io.stderr(`remote: ${message}\n`),
          warn: (_details, message) => io.stderr(`remote: ${message}\n`),
          info: () => undefined,
        },
      },
      // The command line serves no page and takes no health report.
      NO_HEALTH_TICKETS,
      io.readBundle,
    );
    const loginName = io.env.USER?.trim() || io.env.LOGNAME?.trim() || 'npm run remote';
    return await run(command, serviceActions(service, loginName), by, io);
  } finally {
    if (!io.database) await database.close();
  }
}

/** The whole tool; returns the exit code. What the person running it can fix prints as one line. */
export async function runRemote(argv: readonly string[], io: RemoteIo): Promise<number> {
  try {
    const { command, options } = parseRemoteCommand(argv);
    warnOfTokenOnCommandLine('remote', options, io.stderr);
    if (command.name === 'help') {
      await io.stdout(remoteUsage);
      return 0;
    }
    await io.stdout(`${await onDatabase(command, options, io)}\n`);
    return 0;
  } catch (error) {
    return refusalExitCode('remote', error, io.stderr);
  }
}
