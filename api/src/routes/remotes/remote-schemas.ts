import { z } from 'zod';
import { answerSchema } from '@greatstep/shared/isomorphic';
import {
  HEALTH_OUTCOMES,
  RELEASE_BY_MAX,
  RELEASE_REASON_MAX,
  RELEASE_REPORT_MAX_BYTES,
  RELEASE_REPORT_MAX_DEPTH,
  RELEASE_URL_MAX,
  remoteMessages,
} from '../../services/remote-releases-service';
import { HEALTH_TICKET_FORM } from '../../lib/health-ticket';
import { REMOTE_NAMES } from '../../site/remote-names';
import { releaseUrlProblems } from '../../site/release-url';

/*
 * What the remote-release calls take and answer (docs/API.md#remote-releases). The rules are the service's too: the
 * command line reaches it without these.
 */

const remoteName = z.enum(REMOTE_NAMES as [string, ...string[]], {
  error: `remote must be one of ${REMOTE_NAMES.join(', ')}`,
});

/** POST /remote-health: what a browser reports, and nothing else (no address, account or cookie is kept). */
export const remoteHealthBodySchema = z.strictObject(
  {
    remote: remoteName,
    release: z
      .number({ error: 'release must be a release id or null' })
      .int({ error: 'release must be a release id or null' })
      .positive({ error: 'release must be a release id or null' })
      .nullable(),
    outcome: z.enum(HEALTH_OUTCOMES, { error: remoteMessages.badOutcome }),
    ticket: z
      .string({ error: remoteMessages.badTicket })
      .regex(HEALTH_TICKET_FORM, { error: remoteMessages.badTicket })
      .optional()
      .meta({ description: "The page load's ticket (POST /remote-health/ticket); without a valid one, not counted" }),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) },
);

/** POST /remote-health/ticket's answer: the page load's ticket, which its reports carry. */
export const healthTicketAnswerSchema = answerSchema.extend({
  ticket: z.string().meta({
    description:
      'Signed: one page load, the cohort and the release of each remote it was served, the network it was asked ' +
      'from; its reports count as that page load, from that network, for an hour',
  }),
});

export const remoteParamsSchema = z.object({ remote: z.string().max(100) });

const by = z
  .string()
  .trim()
  .min(1, { error: remoteMessages.badBy })
  .max(RELEASE_BY_MAX, { error: remoteMessages.badBy })
  .optional()
  .meta({ description: 'Who releases (a sub-team\'s name, a CI job); recorded as "<by> (via <organiser>)"' });

export const releaseBodySchema = z.strictObject({
  url: z
    .string()
    .max(RELEASE_URL_MAX, { error: remoteMessages.badUrl(releaseUrlProblems.tooLong) })
    .meta({
      description:
        'The bundle’s mf-manifest.json or remoteEntry.js: https (http only for localhost or 127.0.0.1 while the ' +
        'site runs on http), a host of letters, digits, dots and hyphens, no query, fragment, quotes or `;`',
    }),
  by,
  report: z
    .unknown()
    .refine((value) => value !== undefined, { error: remoteMessages.badReport })
    .meta({
      description:
        `The verify:remote report, kept as given (at most ${RELEASE_REPORT_MAX_BYTES / 1024} KB as JSON, objects ` +
        `and lists nested at most ${RELEASE_REPORT_MAX_DEPTH} deep)`,
    }),
  canary: z
    .number()
    .int({ error: remoteMessages.badShare })
    .min(1, { error: remoteMessages.badShare })
    .max(99, { error: remoteMessages.badShare })
    .optional()
    .meta({ description: 'Serve the release to this percentage of browsers only, as a canary' }),
});

// These calls may come without a body, which arrives as null.
export const rollbackBodySchema = z
  .strictObject({
    to: z
      .number()
      .int()
      .positive()
      .optional()
      .meta({ description: 'The release to go back to; unset: the one before the stable release' }),
    by,
  })
  .nullish();

export const promoteBodySchema = z.strictObject({ by }).nullish();

export const abortBodySchema = z
  .strictObject({
    by,
    reason: z
      .string()
      .trim()
      .min(1, { error: remoteMessages.badReason })
      .max(RELEASE_REASON_MAX, { error: remoteMessages.badReason })
      .optional(),
  })
  .nullish();

const releaseSummary = z.object({
  id: z.number().int(),
  remote: z.string(),
  url: z.string(),
  state: z.enum(['stable', 'canary', 'retired', 'ended']),
  share: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  createdBy: z.string(),
  endedReason: z.string().nullable(),
});

const releaseSchema = releaseSummary.extend({ report: z.unknown() });

const eventSchema = z.object({
  id: z.number().int(),
  releaseId: z.number().int(),
  action: z.enum(['released', 'canary', 'promoted', 'aborted', 'auto-rollback', 'rollback']),
  actor: z.string(),
  reason: z.string().nullable(),
  at: z.iso.datetime(),
});

const healthSchema = z.object({
  sessions: z.number().int().meta({ description: "Page loads that reported, each network's first few alone" }),
  failedSessions: z.number().int(),
  rate: z.number().meta({ description: 'failedSessions / sessions, 0 when none' }),
});

export const releaseAnswerSchema = answerSchema.extend({ release: releaseSchema });

export const historyAnswerSchema = answerSchema.extend({
  remote: z.string(),
  releases: z.array(releaseSchema.extend({ events: z.array(eventSchema) })),
});

export const rollbackAnswerSchema = answerSchema.extend({
  from: releaseSchema.nullable().meta({ description: 'The stable release before; null: the built-in entry' }),
  to: releaseSchema.nullable().meta({ description: 'The release now stable; null: the built-in entry' }),
  endedCanary: releaseSchema.nullable(),
});

export const statusAnswerSchema = answerSchema.extend({
  since: z.iso.datetime(),
  until: z.iso.datetime(),
  remotes: z.array(
    z.object({
      remote: z.string(),
      stable: z.object({
        release: releaseSummary.nullable().meta({ description: "null: the site's built-in entry" }),
        health: healthSchema,
      }),
      canary: z.object({ release: releaseSummary, share: z.number().int(), health: healthSchema }).nullable(),
      lastAutoRollback: z.object({ releaseId: z.number().int(), reason: z.string(), at: z.iso.datetime() }).nullable(),
    }),
  ),
});
