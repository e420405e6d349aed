import './zod-config';
import { z } from './zod';
import { messages } from '../messages';
import { CODE_PATTERN } from '../verification-code';
import { hasUnsafeCharacters } from '../unsafe-text';

/** Limits no product rule covers: long enough for any real value, short enough to refuse junk. */
export const limits = {
  email: 254,
  name: 60,
  password: 128,
  otherCollege: 200,
  referral: 64,
} as const;

export { hasUnsafeCharacters } from '../unsafe-text';

/** A free-text field (a name, a college, a referral): trimmed, capped, and free of unsafe characters. */
export function plainTextSchema(max: number, error?: string) {
  return z
    .string(error ? { error } : undefined)
    .refine((value) => !hasUnsafeCharacters(value), { error: messages.unsafeCharacters, abort: true })
    .transform((value) => value.trim())
    .pipe(z.string().max(max));
}

export const emailSchema = z
  .string({ error: messages.enterValidEmail })
  .trim()
  .toLowerCase()
  .max(limits.email, { error: messages.enterValidEmail })
  .pipe(z.email({ error: messages.enterValidEmail }));

/** Sign-up rule (docs/PRODUCT.md#sign-up-step-1): ≥ 6 characters with a lowercase, an uppercase and a digit. */
export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{6,}$/s;

export const passwordSchema = z
  .string({ error: messages.passwordRule })
  .max(limits.password, { error: messages.passwordTooLong })
  .regex(PASSWORD_RULE, { error: messages.passwordRule });

/** Four digits starting with 1 or 2 (docs/PRODUCT.md#sign-up-step-2). */
export const yearSchema = z
  .union([z.string(), z.number()], { error: messages.graduationYear })
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^[12]\d{3}$/, { error: messages.graduationYear }));

/** Optional +91 prefix (with an optional space or dash) and 10 digits; normalised to the 10 digits. */
export const MOBILE_RULE = /^(?:\+91[\s-]?)?(\d{10})$/;

export const mobileSchema = z
  .string({ error: messages.mobile })
  .trim()
  .regex(MOBILE_RULE, { error: messages.mobile })
  .transform(normalizeMobile);

export function normalizeMobile(value: string): string {
  const match = MOBILE_RULE.exec(value.trim());
  return match?.[1] ?? value.trim();
}

export const otpSchema = z
  .union([z.string(), z.number()], { error: messages.otpFormat })
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(CODE_PATTERN, { error: messages.otpFormat }));

/** Database ids are UUIDs; checking the shape first turns a bad id into a 400 instead of a SQL error. */
export const idSchema = z.uuid({ error: messages.invalidId });

/** College value: -1 (Other) or a positive listed id; whether the id is listed is checked with the college list. */
export const collegeValueSchema = z.coerce
  .number({ error: messages.selectCollege })
  .int({ error: messages.selectCollege })
  .refine((value) => value === -1 || value >= 1, { error: messages.selectCollege });
