import './zod-config';
import { z } from './zod';
import { paymentSchema } from './payment';

/**
 * What the API answers (docs/API.md#calls). The server declares its responses with these, and the OpenAPI document at
 * /api/docs is generated from them; the types of the same names in this library are derived from them.
 */
export const answerSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});

/** Every refusal: a real status code (docs/API.md#answers-and-status-codes) and the message to show. */
export const errorAnswerSchema = z.object({
  success: z.literal(false),
  message: z.string(),
});

export const userSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  email: z.string(),
  altEmail: z.string(),
  mobile: z.string(),
  altMobile: z.string(),
  year: z.string(),
  college: z.number().int().meta({ description: 'Numeric id of a listed college, or -1 for Other' }),
  otherCollege: z.string(),
  // Optional in the type like the two below; the API always sends it, so that a page that shows a user's college
  // need not load the whole college list to name it (docs/API.md#accounts-and-sign-up).
  collegeName: z.string().optional().meta({
    description: "The college's name to show: the listed name, or the typed one for Other",
  }),
  verified: z.boolean().meta({ description: 'Payment verified by an organiser (payment.state is verified)' }),
  // Optional in the type, always sent by the API: records stored in browsers before these fields existed, and the
  // pages' tests, describe users without them (docs/PRODUCT.md#the-stored-user).
  payment: paymentSchema.optional().meta({ description: 'The participation fee: state, reference, rejection reason' }),
  organiser: z.boolean().optional().meta({
    description: 'May use the organisers’ calls; the server checks the role on every call, this only shows the way',
  }),
});

export const teamPersonSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

export const teamSchema = z.object({
  _id: z.string(),
  event: z.string().meta({ description: 'Registration key of the event (see the catalogue)' }),
  leader_id: teamPersonSchema,
  members: z.array(teamPersonSchema).meta({ description: 'Everyone in the team but the leader' }),
});

export const guessSchema = z.object({
  userId: z.string(),
  guess: z.string(),
  fullName: z.string(),
});

/** POST /auth/login */
export const loginAnswerSchema = answerSchema.extend({ token: z.string(), user: userSchema });

/** PUT /payment/reference: the user with the payment as it now stands. */
export const userAnswerSchema = answerSchema.extend({ user: userSchema });

/** GET /auth/updateUser/{email}: the profile again, with the token it was asked with. */
export const profileAnswerSchema = loginAnswerSchema;

/** GET /events/getEntry/{userId} */
export const guessEntryAnswerSchema = answerSchema.extend({ already: z.boolean(), gtt: guessSchema.nullable() });

/**
 * GET getMyTeam (team null: not in a team for the event), createTeam and addMembers. addMembers answers 202 with
 * the team as it was when the person left it of their own accord: they were e-mailed an invitation instead.
 */
export const teamAnswerSchema = answerSchema.extend({ team: teamSchema.nullable() });

/** POST leaveByLink and acceptInvite: what happened, and for which event (the page links to it). */
export const teamLinkAnswerSchema = answerSchema.extend({
  event: z.string().meta({ description: "Registration key of the team's event (see the catalogue)" }),
});

/** POST checkResetLink: whether a mailed reset link can still change the password, and if not, why. */
export const resetLinkAnswerSchema = answerSchema.extend({ usable: z.boolean() });

/** POST linkDetails: what a mailed team link is about, told before it is used (it stays unused). */
export const teamLinkDetailsAnswerSchema = teamLinkAnswerSchema.extend({
  kind: z.enum(['leave', 'invite']).meta({ description: '`leave`: mailed with an add; `invite`: to rejoin' }),
  eventName: z.string(),
  leaderName: z.string(),
});

export type TeamLinkDetails = z.infer<typeof teamLinkDetailsAnswerSchema>;

/** GET /auth/team/myTeams: every team the signed-in user leads or belongs to, one per event. */
export const myTeamsAnswerSchema = answerSchema.extend({ teams: z.array(teamSchema) });
