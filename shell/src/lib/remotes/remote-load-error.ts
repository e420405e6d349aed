/** A remote's code could not be fetched or did not expose what the shell expects; retrying may help. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  /** The origin the page's Content-Security-Policy refused, when that is why: retrying will not help. */
  readonly refusedOrigin?: string;
  /** The origin whose server (a remote's dev server) refused this page's address, when that is why. */
  readonly refusedByServer?: string;

  constructor(
    readonly remote: string,
    message: string,
    options?: { cause?: unknown; refusedOrigin?: string; refusedByServer?: string },
  ) {
    super(message, options);
    this.refusedOrigin = options?.refusedOrigin;
    this.refusedByServer = options?.refusedByServer;
  }
}
