import type { z } from 'zod';
import { errorAnswerSchema } from '@greatstep/shared/isomorphic';
import { CliError } from './cli-error';
import { reasonOf } from './open-database';

/** The live server that has the embedded database open, as its lock names it (db/pglite-lock.ts). */
export interface RunningServer {
  folder: string;
  pid: number;
  url: string;
}

export interface ServerCall {
  method: 'GET' | 'POST';
  /** From the server's root, query included: /api/… */
  path: string;
  body?: object;
  /** An organiser's session, sent as the API expects it (routes/authenticate.ts): `Authorization: Bearer …`. */
  token?: string;
}

/** Longer than the API's own bound on a call (REQUEST_TIMEOUT_MS, 15 s by default): the server answers first. */
const CALL_TIMEOUT_MS = 60_000;

/** The server's refusal of a call, `{ success: false, message }`, as one line; the status tells callers which. */
export class ServerRefusal extends CliError {
  override name = 'ServerRefusal';

  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function send(server: RunningServer, call: ServerCall): Promise<Response> {
  const headers: Record<string, string> = {};
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  if (call.body) headers['content-type'] = 'application/json';
  try {
    return await fetch(new URL(call.path, server.url), {
      method: call.method,
      headers,
      body: call.body ? JSON.stringify(call.body) : undefined,
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${CALL_TIMEOUT_MS / 1000} s`
        : reasonOf(error);
    throw new CliError(
      `Cannot reach the server at ${server.url} (process ${server.pid}), which has the embedded database in ` +
        `${server.folder} open: ${reason}`,
    );
  }
}

async function refusal(response: Response): Promise<ServerRefusal> {
  const text = await response.text();
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    answer = undefined;
  }
  const parsed = errorAnswerSchema.safeParse(answer);
  return new ServerRefusal(
    parsed.success ? parsed.data.message : `The server answered ${response.status}`,
    response.status,
  );
}

/** A call answered in JSON, read with the schema the API declares that answer with. */
export async function callJson<Schema extends z.ZodType>(
  server: RunningServer,
  call: ServerCall,
  schema: Schema,
): Promise<z.output<Schema>> {
  const response = await send(server, call);
  if (!response.ok) throw await refusal(response);
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    throw new CliError(
      `The server at ${server.url} answered ${call.method} ${call.path.split('?')[0]} in a form this tool does not ` +
        'know: is it running another version of GreatStep?',
    );
  }
  return parsed.data;
}

/** A file the server sends (the CSV exports), exactly as it sent it. */
export async function callFile(server: RunningServer, call: ServerCall): Promise<string> {
  const response = await send(server, call);
  if (!response.ok) throw await refusal(response);
  // Decoded from the bytes rather than with response.text(), which would drop a leading byte-order mark.
  return Buffer.from(await response.arrayBuffer()).toString('utf8');
}
