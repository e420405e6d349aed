import './zod-config';
import { z } from './zod';
import { messages } from '../messages';
import {
  collegeValueSchema,
  emailSchema,
  limits,
  mobileSchema,
  otpSchema,
  passwordSchema,
  plainTextSchema,
  yearSchema,
} from './fields';

/** Sign-up step 1 (docs/PRODUCT.md#sign-up-step-1). */
export const signupAccountSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    cpassword: z.string({ error: messages.passwordMismatch }),
    referral: plainTextSchema(limits.referral).optional().default(''),
  })
  .refine((data) => data.password === data.cpassword, {
    path: ['cpassword'],
    error: messages.passwordMismatch,
  });

/**
 * Sign-up step 2 (docs/PRODUCT.md#sign-up-step-2). The original site's last-name flag read the first name; here each
 * name checks itself.
 */
export const signupPersonalSchema = z.object({
  firstName: plainTextSchema(limits.name, messages.firstNameEmpty).pipe(
    z.string().min(1, { error: messages.firstNameEmpty }),
  ),
  lastName: plainTextSchema(limits.name, messages.lastNameEmpty).pipe(
    z.string().min(1, { error: messages.lastNameEmpty }),
  ),
  college: collegeValueSchema,
  // Free text, not validated beyond a length cap (docs/PRODUCT.md#sign-up-step-2).
  otherCollege: plainTextSchema(limits.otherCollege).optional().default(''),
  year: yearSchema,
  mobile: mobileSchema,
});

/** POST /auth/register: everything the three steps collected plus the mailed code. */
export const registerSchema = signupAccountSchema.and(signupPersonalSchema).and(z.object({ code: otpSchema }));

export const sendEmailSchema = z.object({ email: emailSchema });

/** GET /auth/checkEmail/{email} and GET /auth/updateUser/{email}. */
export const emailParamsSchema = z.object({ email: emailSchema });

/** GET /auth/checkMobile/{mobile} */
export const mobileParamsSchema = z.object({ mobile: mobileSchema });

export const verificationCodeSchema = z.object({ code: otpSchema });

export type SignupAccount = z.input<typeof signupAccountSchema>;
export type SignupPersonal = z.input<typeof signupPersonalSchema>;
export type RegisterRequest = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;
