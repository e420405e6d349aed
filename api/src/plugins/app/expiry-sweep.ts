import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ExpirySweepService, SweptRows } from '../../services/expiry-sweep-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes expired sessions, e-mail codes, reset links, team links, rate-limit counts and old remote health reports now; the server also does it every hour. */
    sweepExpired: () => Promise<SweptRows>;
  }
}

export const SWEEP_EVERY_MS = 60 * 60_000;

/** Runs the sweep every `everyMs` while the server is up; a failed sweep is logged and the next one tries again. */
export const expirySweep = fp(
  async (
    app: FastifyInstance,
    { expiry, everyMs = SWEEP_EVERY_MS }: { expiry: ExpirySweepService; everyMs?: number },
  ) => {
    app.decorate('sweepExpired', () => expiry.sweep());
    let running: Promise<void> | undefined;
    const timer = setInterval(() => {
      running ??= expiry
        .sweep()
        .then(
          (swept) => app.log.debug({ swept }, 'expired rows deleted'),
          (error: unknown) => app.log.error({ err: error }, 'expiry sweep failed'),
        )
        .finally(() => {
          running = undefined;
        });
    }, everyMs);
    // The timer alone must not keep a process alive (a CLI, a test), and a close waits for a sweep under way.
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'expiry-sweep' },
);
