import { z } from 'zod';
import { messages } from '../messages';
import { collegeValueSchema, emailSchema, limits, mobileSchema, otpSchema, passwordSchema, yearSchema } from './fields';

/** Sign-up step 1 (SPEC §5). */
export const signupAccountSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    cpassword: z.string({ error: messages.passwordMismatch }),
    referral: z.string().trim().max(limits.referral).optional().default(''),
  })
  .refine((data) => data.password === data.cpassword, {
    path: ['cpassword'],
    error: messages.passwordMismatch,
  });

/** Sign-up step 2 (SPEC §5). The seed's last-name flag read the first name; here each name checks itself. */
export const signupPersonalSchema = z.object({
  firstName: z
    .string({ error: messages.firstNameEmpty })
    .trim()
    .min(1, { error: messages.firstNameEmpty })
    .max(limits.name),
  lastName: z
    .string({ error: messages.lastNameEmpty })
    .trim()
    .min(1, { error: messages.lastNameEmpty })
    .max(limits.name),
  college: collegeValueSchema,
  // Free text, not validated beyond a length cap (SPEC §5: "is not validated").
  otherCollege: z.string().trim().max(limits.otherCollege).optional().default(''),
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
