import './zod-config';
import { z } from './zod';
import { messages } from '../messages';
import { emailSchema, limits } from './fields';

/** Sign in has no client rule beyond the empty-password hint (docs/PRODUCT.md#signing-in). */
export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: messages.enterPassword })
    .min(1, { error: messages.enterPassword })
    .max(limits.password, { error: messages.passwordTooLong }),
});

/**
 * New password (docs/PRODUCT.md#new-password): every failed rule is listed and the messages are joined with periods in
 * one error. Returns the list so a page can show the live requirement list.
 */
export function newPasswordProblems(password: string, confirm?: string): string[] {
  const problems: string[] = [];
  if (password.length === 0) problems.push(messages.passwordRequired);
  if (password.length < 6) problems.push(messages.passwordMin);
  if (!/[a-z]/.test(password)) problems.push(messages.missingLowercase);
  if (!/[A-Z]/.test(password)) problems.push(messages.missingUppercase);
  if (!/\d/.test(password)) problems.push(messages.missingNumber);
  if (password.length > limits.password) problems.push(messages.passwordTooLong);
  if (confirm !== undefined && confirm !== password) problems.push(messages.passwordsDoNotMatch);
  return problems;
}

export function joinProblems(problems: readonly string[]): string {
  return problems.join('. ');
}

export const newPasswordSchema = z
  .object({ password: z.string().max(10_000), confirm: z.string().max(10_000) })
  .superRefine(({ password, confirm }, ctx) => {
    const problems = newPasswordProblems(password, confirm);
    if (problems.length > 0) ctx.addIssue({ code: 'custom', path: ['password'], message: joinProblems(problems) });
  });

export const resetPasswordSchema = z.object({
  email: emailSchema,
  // The seed sent the site origin; the server ignores it and builds links from PUBLIC_URL.
  url: z.string().max(2048).optional(),
});

export const changePasswordSchema = z
  .object({
    email: emailSchema,
    newPassword: z.string({ error: messages.passwordRequired }).max(10_000),
    token: z.string().trim().min(1).max(256),
  })
  .superRefine(({ newPassword }, ctx) => {
    const problems = newPasswordProblems(newPassword);
    if (problems.length > 0) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: joinProblems(problems) });
  });

/** A mailed reset link's e-mail and token, checked when its page opens (the link stays unused). */
export const resetLinkSchema = z.object({
  email: emailSchema,
  token: z.string().trim().min(1).max(256),
});

export type LoginRequest = z.input<typeof loginSchema>;
export type ChangePasswordRequest = z.input<typeof changePasswordSchema>;
export type ResetLinkRequest = z.input<typeof resetLinkSchema>;
