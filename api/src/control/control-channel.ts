import path from 'node:path';
import { z } from 'zod';

/*
 * The server's local channel for the machine's operator (docs/SECURITY.md#the-operators-channel): while the server
 * holds the embedded database, `npm run admin` sends it the commands that no call of the API may make (granting and
 * revoking roles, undoing a verification), through a Unix socket only the server's OS user can open.
 */

/** The folder, under DATA_DIR, that holds the socket: made 0700, so no other OS user can even look up its name. */
export const CONTROL_FOLDER = 'control';
export const CONTROL_SOCKET = 'admin.sock';

export const controlSocketOf = (dataDir: string) => path.join(dataDir, CONTROL_FOLDER, CONTROL_SOCKET);

/** A Unix socket's path is at most 107 bytes on Linux and 103 on macOS: a longer DATA_DIR has no channel. */
export const SOCKET_PATH_MAX = 103;

/** One command, as the command line reads it (`npm run admin -- grant-releaser events a@b.in`). */
export const channelRequestSchema = z.object({ argv: z.array(z.string().max(400)).min(1).max(8) }).strict();

export const channelAnswerSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), output: z.string() }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);

export type ChannelAnswer = z.infer<typeof channelAnswerSchema>;

/** A request is one short line; anything longer is not one. */
export const CHANNEL_REQUEST_MAX_BYTES = 4096;
/** A client that says nothing is let go. */
export const CHANNEL_IDLE_MS = 10_000;
