import type { z } from 'zod';
import {
  historyAnswerSchema,
  releaseAnswerSchema,
  rollbackAnswerSchema,
  statusAnswerSchema,
} from '../../routes/remotes/remote-schemas';
import type {
  RemoteHistory,
  RemoteRelease,
  RemoteReleasesService,
  RemotesStatus,
  RollbackOutcome,
} from '../../services/remote-releases-service';
import type { OrganiserSession } from '../commands/through-server';
import { callJson } from '../server-client';

/**
 * What `npm run remote` does to the releases, the same whether on the database itself (the service) or through the
 * running server (the organisers' calls): the answers differ only in dates, objects on one side and ISO text on the
 * other, which the printing takes both of.
 */
type Dated<T> = T extends Date
  ? Date | string
  : T extends readonly (infer Item)[]
    ? Dated<Item>[]
    : T extends object
      ? { [K in keyof T]: Dated<T[K]> }
      : T;

export type ReleaseView = Dated<RemoteRelease>;
export type HistoryView = Dated<RemoteHistory>;
export type RollbackView = Dated<RollbackOutcome>;
export type StatusView = Dated<RemotesStatus>;

export interface ReleaseActions {
  status(): Promise<StatusView>;
  history(remote: string): Promise<HistoryView>;
  release(input: { remote: string; url: string; by?: string; report: unknown; canary?: number }): Promise<ReleaseView>;
  rollback(input: { remote: string; to?: number; by?: string }): Promise<RollbackView>;
  promote(input: { remote: string; by?: string }): Promise<ReleaseView>;
  abort(input: { remote: string; by?: string; reason?: string }): Promise<ReleaseView>;
}

/** On the database itself: who did it is who the command names, or else `loginName`. */
export function serviceActions(service: RemoteReleasesService, loginName: string): ReleaseActions {
  return {
    status: () => service.status(),
    history: (remote) => service.history(remote),
    release: (input) => service.release({ ...input, by: input.by ?? loginName }),
    rollback: (input) => service.rollback({ ...input, by: input.by ?? loginName }),
    promote: (input) => service.promote({ ...input, by: input.by ?? loginName }),
    abort: (input) => service.abort({ ...input, by: input.by ?? loginName }),
  };
}

/**
 * Through the server that has the embedded database open, as an organiser: it records the organiser, and who they
 * name (--by, RELEASE_BY) through them.
 */
export function serverActions({ server, token }: OrganiserSession): ReleaseActions {
  const path = (remote: string, action: string) => `/api/organisers/remotes/${encodeURIComponent(remote)}/${action}`;
  const post = <Schema extends z.ZodType>(remote: string, action: string, body: object, schema: Schema) =>
    callJson(server, { method: 'POST', path: path(remote, action), body, token, keyed: true }, schema);
  return {
    status: () => callJson(server, { method: 'GET', path: '/api/organisers/remotes', token }, statusAnswerSchema),
    history: (remote) =>
      callJson(server, { method: 'GET', path: path(remote, 'releases'), token }, historyAnswerSchema),
    release: async ({ remote, ...body }) => (await post(remote, 'releases', body, releaseAnswerSchema)).release,
    rollback: ({ remote, ...body }) => post(remote, 'rollback', body, rollbackAnswerSchema),
    promote: async ({ remote, ...body }) => (await post(remote, 'promote', body, releaseAnswerSchema)).release,
    abort: async ({ remote, ...body }) => (await post(remote, 'abort', body, releaseAnswerSchema)).release,
  };
}
