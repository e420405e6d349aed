/** A failure the organiser can act on: printed as one line, without a stack trace, with a non-zero exit. */
export class CliError extends Error {
  override name = 'CliError';

  constructor(
    message: string,
    /** 2 for a wrongly typed command line (as most Unix tools do), 1 for everything else. */
    readonly exitCode = 1,
  ) {
    super(message);
  }
}
