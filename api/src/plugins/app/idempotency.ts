import fp from 'fastify-plugin';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { Executor } from '../../db/database';
import type { KeptAnswer } from '../../db/repositories';
import { apiMessages } from '../../lib/api-messages';
import { BadInputError } from '../../lib/domain-errors';
import { callFingerprint, IDEMPOTENCY_KEY_HEADER, idempotencyKeyOf, REPLAYED_HEADER } from '../../lib/idempotency-key';
import { networkOf } from '../../lib/network';
import { sha256 } from '../../lib/tokens';
import type { IdempotencyService } from '../../services/idempotency-service';
import { tokenFromHeader } from '../../services/sessions-service';

/** The key a call holds while it runs: where its answer goes. */
export interface CallKey {
  /** Whether the call's answer was stored (in a transaction that, the call having succeeded, committed). */
  readonly kept: boolean;
  /** Stores the call's answer in its write's transaction. */
  keep(answer: KeptAnswer, tx: Executor): Promise<void>;
  /** Drops it again, in the transaction that takes the write back. */
  forget(tx?: Executor): Promise<void>;
}

/** The hooks of the calls that take an Idempotency-Key (docs/API.md#idempotency). */
export interface KeyedCalls {
  /**
   * preHandler: the key is the signed-in user's, or before sign-in the caller network's. After the input is read and
   * the caller known, so a repeat is checked against both.
   */
  perCaller: preHandlerAsyncHookHandler;
  /**
   * onRequest, before `authenticate`: the key is the session's. For logout, whose repeat finds its session ended and
   * would be refused before a preHandler could answer it.
   */
  perSession: onRequestAsyncHookHandler;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this call holds; null for a call sent without one, or one answered from the store. */
    callKey: CallKey | null;
  }
  interface FastifyInstance {
    keyedCalls: KeyedCalls;
  }
}

type Scope = (request: FastifyRequest) => string | undefined;

const perCallerScope: Scope = (request) =>
  request.user ? `user:${request.user.id}` : `network:${networkOf(request.ip)}`;

const perSessionScope: Scope = (request) => {
  const token = tokenFromHeader(request.headers.authorization);
  return token === undefined ? undefined : `session:${sha256(token)}`;
};

function callKeyOf(keys: IdempotencyService, held: Parameters<IdempotencyService['keep']>[0]): CallKey {
  let kept = false;
  return {
    get kept() {
      return kept;
    },
    async keep(answer, tx) {
      await keys.keep(held, answer, tx);
      kept = true;
    },
    async forget(tx) {
      await keys.forget(held, tx);
      kept = false;
    },
  };
}

/**
 * Claims the call's key, or answers the call from the store: the first answer again, marked as such. A key that is
 * no key is refused (400) whatever the call; a call without one runs as before, keeping nothing.
 */
function claimHook(keys: IdempotencyService, scopeOf: Scope, held: WeakMap<FastifyRequest, () => Promise<void>>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const header = idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]);
    if ('invalid' in header) throw new BadInputError(apiMessages.badIdempotencyKey);
    const scope = header.key === undefined ? undefined : scopeOf(request);
    if (header.key === undefined || scope === undefined) return;
    const fingerprint = callFingerprint(request.method, request.url, request.body);
    const outcome = await keys.claim({ key: header.key, scope, fingerprint });
    if ('answered' in outcome) {
      const { status, answer } = outcome.answered;
      return reply.code(status).header(REPLAYED_HEADER, 'true').send(answer);
    }
    request.callKey = callKeyOf(keys, outcome.held);
    held.set(request, () => keys.release(outcome.held));
  };
}

/**
 * The Idempotency-Key of the calls that change something (docs/API.md#idempotency): `app.keyedCalls` for the routes,
 * and, once a call is answered, its key let go unless its answer was stored, so that a repeat of a call that wrote
 * nothing (refused, failed, timed out) carries it out. Letting go of a call's key while the call still runs (its
 * answer was the time-out's 503) is safe: a repeat then takes the key, and the first call can no longer store an
 * answer, so its write rolls back.
 */
export const idempotency = fp(
  async (app: FastifyInstance, { keys }: { keys: IdempotencyService }) => {
    const held = new WeakMap<FastifyRequest, () => Promise<void>>();
    app.decorateRequest('callKey', null);
    app.decorate('keyedCalls', {
      perCaller: claimHook(keys, perCallerScope, held),
      perSession: claimHook(keys, perSessionScope, held),
    });
    // A callback, not an async hook: every other call of the API passes through it at the cost of a look-up.
    app.addHook('onResponse', (request, reply, done) => {
      const release = held.get(request);
      if (!release || (request.callKey?.kept && reply.statusCode < 400)) {
        done();
        return;
      }
      // Not let go (the database is down), the key is taken over by a repeat once its hold ends.
      release()
        .catch((error: unknown) => request.log.warn({ err: error }, 'idempotency key not let go'))
        .finally(done);
    });
  },
  { name: 'idempotency' },
);
