import './zod-config';
import { z } from './zod';
import { answerSchema } from './answers';
import { messages } from '../messages';
import { collegeValueSchema, hasUnsafeCharacters, idSchema } from './fields';
import { paymentSchema, paymentStateSchema } from './payment';
import { eventKeySchema } from './team';

/** Bounds of the organisers' lists (docs/API.md#organisers): a page is at most this long, a search this many characters. */
export const organiserLimits = {
  pageSize: 100,
  defaultPageSize: 25,
  /** Far past any real list; keeps the offset a query skips bounded. */
  page: 10_000,
  query: 100,
} as const;

/** The words of the organisers' inputs, for their pages and the API alike. */
export const organiserMessages = {
  queryTooLong: `Search for at most ${organiserLimits.query} characters`,
  pageSize: `A page holds 1 to ${organiserLimits.pageSize} rows`,
  page: `Pages are numbered 1 to ${organiserLimits.page}`,
  unknownState: 'Unknown payment state',
  unknownSort: 'Unknown sort order',
  unknownExport: 'Unknown export',
} as const;

const pageNumber = z.coerce
  .number({ error: organiserMessages.page })
  .int({ error: organiserMessages.page })
  .min(1, { error: organiserMessages.page })
  .max(organiserLimits.page, { error: organiserMessages.page })
  .default(1);

const pageSize = z.coerce
  .number({ error: organiserMessages.pageSize })
  .int({ error: organiserMessages.pageSize })
  .min(1, { error: organiserMessages.pageSize })
  .max(organiserLimits.pageSize, { error: organiserMessages.pageSize })
  .default(organiserLimits.defaultPageSize);

/** GET /organisers/audit: one page of a list, newest first. */
export const pageQuerySchema = z.object({ page: pageNumber, pageSize });

/** Orders of the registrations list; `payment`: the latest change of payment first (the pending queue's order). */
export const REGISTRATION_SORTS = ['newest', 'oldest', 'name', 'payment'] as const;

/** GET /organisers/registrations */
export const registrationsQuerySchema = pageQuerySchema.extend({
  // The check every free-text field has: a NUL byte, say, would otherwise reach the database's LIKE and fail there.
  q: z
    .string()
    .refine((value) => !hasUnsafeCharacters(value), { error: messages.unsafeCharacters, abort: true })
    .max(organiserLimits.query, { error: organiserMessages.queryTooLong })
    .transform((value) => value.trim())
    .optional()
    .meta({ description: 'Part of a name, an e-mail, a mobile number or a payment reference' }),
  state: paymentStateSchema.optional().meta({ description: 'Only accounts whose payment is in this state' }),
  event: eventKeySchema.optional().meta({ description: 'Only accounts in a team for this event (registration key)' }),
  // Whether the value is listed is the API's check: the college list is not loaded with every form's schemas.
  college: collegeValueSchema
    .optional()
    .meta({ description: 'Only accounts of this college (its value in the college list; -1 is Other)' }),
  sort: z.enum(REGISTRATION_SORTS, { error: organiserMessages.unknownSort }).default('newest'),
});

/** POST /organisers/payments/{userId}/verify and /reject */
export const paymentParamsSchema = z.object({ userId: idSchema });

/** GET /organisers/events/{event}/teams */
export const eventTeamsParamsSchema = z.object({ event: eventKeySchema });

/** The CSV files of `npm run admin` (registrations, users, guesses), served from the same code. */
export const EXPORT_FILES = ['registrations.csv', 'users.csv', 'guesses.csv'] as const;

export type ExportFile = (typeof EXPORT_FILES)[number];

/** GET /organisers/exports/{file} */
export const exportParamsSchema = z.object({ file: z.enum(EXPORT_FILES, { error: organiserMessages.unknownExport }) });

export const exportQuerySchema = z.object({
  event: eventKeySchema.optional().meta({ description: 'registrations.csv only: the teams of this event alone' }),
});

/** An account as organisers see it: contacts, college, payment and the events it is registered for. */
export const accountRowSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string(),
  college: z.number().int(),
  collegeName: z.string(),
  year: z.string(),
  createdAt: z.iso.datetime(),
  payment: paymentSchema.extend({
    updatedAt: z.iso.datetime().nullable().meta({ description: 'When the reference was entered or decided' }),
  }),
  organiser: z.boolean(),
  events: z.array(z.string()).meta({ description: 'Registration keys of the events the account is in a team for' }),
});

const pageOf = <Shape extends z.ZodRawShape>(shape: Shape) =>
  answerSchema.extend({ total: z.number().int(), page: z.number().int(), pageSize: z.number().int(), ...shape });

/** GET /organisers/registrations */
export const registrationsAnswerSchema = pageOf({ registrations: z.array(accountRowSchema) });

/** POST verify and reject: the account after the decision, and whether the student's mail went out. */
export const paymentDecisionAnswerSchema = answerSchema.extend({
  account: accountRowSchema,
  mailed: z.boolean().meta({ description: 'false: decided, but the mail to the student could not be sent' }),
});

/** GET /organisers/summary */
export const summaryAnswerSchema = answerSchema.extend({
  accounts: z.number().int(),
  events: z.array(
    z.object({
      event: z.string().meta({ description: 'Registration key' }),
      name: z.string(),
      teamSize: z.number().int().meta({ description: 'Most people in a team, leader included (the catalogue)' }),
      teams: z.number().int(),
      people: z.number().int(),
    }),
  ),
  payments: z.object({
    unpaid: z.number().int(),
    pending: z.number().int(),
    verified: z.number().int(),
    rejected: z.number().int(),
  }),
  feeRupees: z.number().int(),
  feesReceivedRupees: z.number().int().meta({ description: 'Verified payments times the fee' }),
});

export const teamContactSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string(),
  collegeName: z.string(),
  year: z.string(),
  paymentState: paymentStateSchema,
});

/** GET /organisers/events/{event}/teams */
export const eventTeamsAnswerSchema = answerSchema.extend({
  event: z.object({ key: z.string(), name: z.string(), teamSize: z.number().int() }),
  teams: z.array(
    z.object({
      _id: z.string(),
      leader: teamContactSchema,
      members: z.array(teamContactSchema).meta({ description: 'Everyone but the leader, in the order they joined' }),
    }),
  ),
});

export const auditRecordSchema = z.object({
  _id: z.string(),
  at: z.iso.datetime(),
  actor: z.string().meta({ description: "The organiser's e-mail, or `npm run admin` for the command line" }),
  actorId: z.string().nullable(),
  action: z.string().meta({
    description:
      'payment.verify, payment.reject, payment.unverify, role.grant, role.revoke, releaser.grant, releaser.revoke, ' +
      'export (a CSV file downloaded: `after` holds its `rows` and `event`); ' +
      'payment.mark-duplicate: a reference another account held in another spelling, marked by a database migration',
  }),
  targetId: z.string().nullable(),
  target: z.string().meta({ description: "The account's e-mail, or the file of an export" }),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});

/** GET /organisers/audit */
export const auditAnswerSchema = pageOf({ records: z.array(auditRecordSchema) });

export type RegistrationsQuery = z.input<typeof registrationsQuerySchema>;
export type AccountRow = z.output<typeof accountRowSchema>;
export type OrganiserSummary = z.output<typeof summaryAnswerSchema>;
export type AuditRecord = z.output<typeof auditRecordSchema>;
export type EventTeams = z.output<typeof eventTeamsAnswerSchema>;
export type TeamContact = z.output<typeof teamContactSchema>;
