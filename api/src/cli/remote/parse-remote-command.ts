import { REMOTE_NAMES, type RemoteName } from '../../site/remote-names';
import { checkReleaseUrl } from '../../site/release-url';
import { noExtra, readCommandLine, remoteNamed, sharedOptions, usageError, type SharedOptions } from '../command-line';

/** `npm run remote -- …` (docs/ARCHITECTURE.md#releases-and-canaries), checked whole before anything is opened. */
export type RemoteCommand =
  | { name: 'help' }
  | { name: 'status' }
  | { name: 'history'; remote: RemoteName }
  | {
      name: 'release';
      remote: RemoteName;
      url: string;
      canary: number | undefined;
      /** false: the verification skips the smoke journeys (its report says so, and the release keeps it). */
      smoke: boolean;
      /**
       * The release of the site whose checkout built this bundle, with its shell, and whose tests ran with it: then
       * verify:remote is not run, and the report kept says so (deploy/keep-bundles.sh, docs/DEPLOY.md#one-release-mechanism).
       */
      builtWith: string | undefined;
      /**
       * The build on this machine rather than a URL (`--local`, with `--dist <folder>` for another folder than the
       * remote's dist/): kept beside the running site's builds and released at the address it serves it at
       * (cli/remote/local-build.ts); `url` is then empty until it is kept.
       */
      local: { dist: string | undefined } | undefined;
    }
  | { name: 'rollback'; remote: RemoteName; to: number | undefined }
  | { name: 'promote'; remote: RemoteName }
  | { name: 'abort'; remote: RemoteName; reason: string | undefined };

/** Who did it and how to reach the server, beside every command; the token and --server as cli/command-line.ts reads them. */
export interface RemoteOptions extends SharedOptions {
  by: string | undefined;
}

export const REMOTE_COMMANDS = ['release', 'history', 'rollback', 'promote', 'abort', 'status', 'help'] as const;

const parse = (argv: readonly string[]) =>
  readCommandLine(argv, {
    canary: { type: 'string' },
    'no-smoke': { type: 'boolean' },
    'built-with': { type: 'string' },
    local: { type: 'boolean' },
    dist: { type: 'string' },
    reason: { type: 'string' },
    by: { type: 'string' },
  });

type Values = ReturnType<typeof parse>['values'];

function remoteArgument(command: string, value: string | undefined): RemoteName {
  if (value === undefined) throw usageError(`${command} needs a remote: one of ${REMOTE_NAMES.join(', ')}`);
  return remoteNamed(value);
}

/** Only the options a command reads: a --canary given to rollback is a mistake, said so rather than ignored. */
function onlyOptions(command: string, values: Values, allowed: readonly (keyof Values)[]): void {
  for (const option of ['canary', 'no-smoke', 'built-with', 'local', 'dist', 'reason'] as const) {
    if (values[option] !== undefined && !allowed.includes(option)) {
      throw usageError(`--${option} does not apply to ${command}`);
    }
  }
}

function share(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const percent = Number(value);
  if (!/^\d+$/.test(value) || percent < 1 || percent > 99) {
    throw usageError(`--canary takes the share of browsers in percent, a whole number from 1 to 99 (got "${value}")`);
  }
  return percent;
}

function manifestUrl(value: string | undefined): string {
  if (value === undefined) throw usageError('release needs the URL of the bundle: release <remote> <manifest-url>');
  // Refused here, before the minutes verification takes; plain http is left to the site, which alone knows its own
  // address and whether it runs on http (docs/API.md#remote-release-calls).
  const checked = checkReleaseUrl(value, { siteUrl: null });
  if (!checked.ok) throw usageError(`The release URL ${checked.problem}: ${value}`);
  return value;
}

/** A release's name as keep-bundles.sh takes it from its checkout's folder: letters, digits, '.', '_' or '-'. */
function siteRelease(value: string | undefined, smoke: boolean): string | undefined {
  if (value === undefined) return undefined;
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(value)) {
    throw usageError(`--built-with takes the name of the site's release that built the bundle (got "${value}")`);
  }
  if (!smoke) throw usageError('--built-with runs no verification: --no-smoke says nothing beside it');
  return value;
}

/** `--local` (and its `--dist`): the build on this machine, which takes the place of a URL and of --built-with. */
function localBuild(values: Values, url: string | undefined): { dist: string | undefined } | undefined {
  if (!values.local) {
    if (values.dist !== undefined) throw usageError('--dist names the folder of --local: give --local too');
    return undefined;
  }
  if (url !== undefined) throw usageError('release --local takes no URL: the site serves the build it keeps');
  if (values['built-with'] !== undefined)
    throw usageError('--local is verified as any bundle: --built-with does not apply');
  return { dist: values.dist };
}

function releaseId(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw usageError(`"${value}" is not a release id (see history)`);
  return Number(value);
}

function commandOf(name: string, rest: readonly string[], values: Values): RemoteCommand {
  const [first, second, ...extra] = rest;
  switch (name) {
    case 'status':
      onlyOptions(name, values, []);
      noExtra(name, rest);
      return { name };
    case 'history':
    case 'promote':
      onlyOptions(name, values, []);
      noExtra(
        `${name} <remote>`,
        [second, ...extra].filter((arg) => arg !== undefined),
      );
      return { name, remote: remoteArgument(name, first) };
    case 'abort':
      onlyOptions(name, values, ['reason']);
      noExtra(
        'abort <remote>',
        [second, ...extra].filter((arg) => arg !== undefined),
      );
      return { name, remote: remoteArgument(name, first), reason: values.reason?.trim() || undefined };
    case 'rollback':
      onlyOptions(name, values, []);
      noExtra('rollback <remote> [release-id]', extra);
      return { name, remote: remoteArgument(name, first), to: releaseId(second) };
    case 'release': {
      onlyOptions(name, values, ['canary', 'no-smoke', 'built-with', 'local', 'dist']);
      noExtra('release <remote> <manifest-url>', extra);
      const local = localBuild(values, second);
      return {
        name,
        remote: remoteArgument(name, first),
        url: local ? '' : manifestUrl(second),
        canary: share(values.canary),
        smoke: !values['no-smoke'],
        builtWith: siteRelease(values['built-with'], !values['no-smoke']),
        local,
      };
    }
    default:
      throw usageError(`Unknown command "${name}". Commands: ${REMOTE_COMMANDS.join(', ')}`);
  }
}

export function parseRemoteCommand(argv: readonly string[]): { command: RemoteCommand; options: RemoteOptions } {
  const { values, positionals } = parse(argv);
  const [name, ...rest] = positionals;
  const options: RemoteOptions = { by: values.by?.trim() || undefined, ...sharedOptions(values) };
  if (values.help || name === undefined || name === 'help') return { command: { name: 'help' }, options };
  return { command: commandOf(name, rest, values), options };
}
