import { randomUUID } from 'node:crypto';
import { setTimeout as wait } from 'node:timers/promises';
import type { z } from 'zod';
import { errorAnswerSchema, retryAfterMsOf, retryWaitMs, worthRetrying } from '@greatstep/shared/isomorphic';
import { CliError } from './cli-error';
import { reasonOf } from './open-database';

/**
 * A server the commands go through: the live one that has the embedded database here open, as its lock names it
 * (db/pglite-lock.ts), or the site named with --server (a releaser's way to a site on PostgreSQL).
 */
export interface RunningServer {
  url: string;
  /** Set for the server holding the embedded database on this machine. */
  holding?: { pid: number; folder: string };
}

/** How a message names it: "the server at http://127.0.0.1:8080 (process 41)". */
export function serverNamed(server: RunningServer): string {
  return server.holding ? `the server at ${server.url} (process ${server.holding.pid})` : `the server at ${server.url}`;
}

/** The same, with the folder it holds: "…, which has the embedded database in data/db open". */
export function serverHolding(server: RunningServer): string {
  return server.holding
    ? `${serverNamed(server)}, which has the embedded database in ${server.holding.folder} open`
    : serverNamed(server);
}

export interface ServerCall {
  method: 'GET' | 'POST';
  /** From the server's root, query included: /api/… */
  path: string;
  body?: object;
  /** The session of someone holding a role, sent as the API expects it (routes/authenticate.ts): `Authorization: Bearer …`. */
  token?: string;
  /**
   * The call changes something: it carries an Idempotency-Key, the same for each try, and is tried again while the
   * server gives no answer or a gateway's 502, 503 or 504 (docs/API.md#idempotency). A repeat of a try that was
   * carried out gets that try's answer: a command run once acts once.
   */
  keyed?: boolean;
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

const timedOut = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';

function unreachable(server: RunningServer, error: unknown): CliError {
  const reason = timedOut(error) ? `no answer within ${CALL_TIMEOUT_MS / 1000} s` : reasonOf(error);
  return new CliError(`Cannot reach ${serverHolding(server)}: ${reason}`);
}

async function send(server: RunningServer, call: ServerCall): Promise<Response> {
  const headers: Record<string, string> = {};
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  if (call.body) headers['content-type'] = 'application/json';
  if (call.keyed) headers['idempotency-key'] = randomUUID();
  const started = Date.now();
  for (let tried = 1; ; tried += 1) {
    let answer: Response | undefined;
    let failure: unknown;
    try {
      answer = await fetch(new URL(call.path, server.url), {
        method: call.method,
        headers,
        body: call.body ? JSON.stringify(call.body) : undefined,
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      failure = error;
    }
    const retryAfterMs = retryAfterMsOf(answer?.headers.get('retry-after'));
    // A server that let a whole minute pass is not asked again: the tries would outlast anyone's patience.
    const again =
      call.keyed && !timedOut(failure) && worthRetrying(answer?.status, retryAfterMs)
        ? retryWaitMs(tried, Date.now() - started, retryAfterMs)
        : undefined;
    if (again === undefined) {
      if (answer) return answer;
      throw unreachable(server, failure);
    }
    await answer?.body?.cancel();
    await wait(again);
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
