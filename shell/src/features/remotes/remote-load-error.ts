import type { RemoteName } from '../../config/route-table';

/** A remote's code could not be fetched or did not expose what the shell expects; retrying may help. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';

  constructor(
    readonly remote: RemoteName,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
