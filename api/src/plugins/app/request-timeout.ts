import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A call that outlived REQUEST_TIMEOUT_MS; the error handler answers it 503, as a database that did not answer. */
export class CallTimedOutError extends Error {
  override name = 'CallTimedOutError';
}

/**
 * REQUEST_TIMEOUT_MS for every API call: one timer, cleared when the answer goes out. Fastify's own handlerTimeout
 * does the same, but it makes an AbortController per request and aborts it when the request closes, which builds an
 * AbortError with its stack trace for every call: that cost a quarter of getMyTeam's throughput in bench:api.
 */
export const requestTimeout = fp(
  async (app: FastifyInstance, { timeoutMs }: { timeoutMs: number }) => {
    const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();
    app.addHook('onRequest', (request, reply, done) => {
      const timer = setTimeout(() => {
        if (!reply.sent) reply.send(new CallTimedOutError(`no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      // A call still running must not keep a closing server alive.
      timer.unref();
      timers.set(request, timer);
      done();
    });
    app.addHook('onResponse', (request, _reply, done) => {
      clearTimeout(timers.get(request));
      done();
    });
  },
  { name: 'request-timeout' },
);
