import type { SessionUser } from '../db/repositories';

/** Who an organiser's change is recorded as (docs/API.md#organisers): their account, or the server's command line. */
export interface Actor {
  id: string | null;
  name: string;
}

/** `npm run admin` runs on the server with its database: whoever can run it is trusted, and named as the tool. */
export const COMMAND_LINE: Actor = { id: null, name: 'npm run admin' };

export const organiserActor = (user: SessionUser): Actor => ({ id: user.id, name: user.email });
