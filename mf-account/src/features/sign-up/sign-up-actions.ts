import { messages } from '@greatstep/shared';
import { isApiError } from '@greatstep/shared/api';
import { notify, submitWithToast } from '@greatstep/shared/notify';
import { fieldMessages, signupAccountSchema, signupPersonalSchema } from '@greatstep/shared/schemas';
import { checkEmail } from './api/check-email';
import { checkMobile } from './api/check-mobile';
import { register } from './api/register';
import { sendCode } from './api/send-code';
import type { SignupData } from './signup-draft';

// What the three steps do with the schemas, the API and the toasts, in a chunk of its own: the page paints its form
// without zod (a long task of its own on a phone), the API client and the toast library, and fetches this when the
// visitor first reaches for the form (docs/PERFORMANCE.md#code-per-page).

export type AccountErrors = Partial<Record<'email' | 'password' | 'cpassword' | 'referral', string>>;
export type PersonalErrors = Partial<
  Record<'firstName' | 'lastName' | 'college' | 'otherCollege' | 'year' | 'mobile', string>
>;

/** Step 1 read once: every problem at once, and the e-mail as the schema wrote it when there is none. */
function readAccount(draft: SignupData): { problems: AccountErrors; email?: string } {
  const parsed = signupAccountSchema.safeParse(draft);
  const problems: AccountErrors = parsed.success ? {} : fieldMessages(parsed.error);
  // zod skips the object-level match check while a field fails; the person should see every problem at once.
  if (draft.password !== draft.cpassword) problems.cpassword = messages.passwordMismatch;
  return { problems, email: parsed.success && !problems.cpassword ? parsed.data.email : undefined };
}

/** Step 1's problems, every one at once. */
export const accountProblems = (draft: SignupData): AccountErrors => readAccount(draft).problems;

const personalInput = (draft: SignupData) => ({ ...draft, college: draft.college ?? undefined });

/** Step 2's problems, every one at once. */
export function personalProblems(draft: SignupData): PersonalErrors {
  const parsed = signupPersonalSchema.safeParse(personalInput(draft));
  return parsed.success ? {} : fieldMessages(parsed.error);
}

interface StepHandlers<Errors> {
  /** The step's field messages: the form's own problems, or the server's word on the field it checked. */
  onErrors: (errors: Errors) => void;
}

/**
 * Step 1's Next (docs/PRODUCT.md#sign-up-step-1): the fields' problems and 'Invalid Entries', or the server's check
 * that the e-mail is free, then `onFree` with the address as the schema wrote it.
 */
export function checkAccount(
  draft: SignupData,
  { onErrors, onFree }: StepHandlers<AccountErrors> & { onFree: (email: string) => void },
): Promise<void> {
  const { problems, email } = readAccount(draft);
  onErrors(problems);
  if (email === undefined) {
    notify.error(messages.invalidEntries);
    return Promise.resolve();
  }
  return submitWithToast(
    async (toast) => {
      await checkEmail(email);
      toast.dismiss();
      onFree(email);
    },
    { onError: (text) => onErrors({ email: text }) },
  );
}

/** Step 2's Next (docs/PRODUCT.md#sign-up-step-2): the fields' problems, or the server's check that the mobile is free. */
export function checkPersonal(
  draft: SignupData,
  { onErrors, onFree }: StepHandlers<PersonalErrors> & { onFree: () => void },
): Promise<void> {
  const parsed = signupPersonalSchema.safeParse(personalInput(draft));
  if (!parsed.success) {
    onErrors(fieldMessages(parsed.error));
    notify.error(messages.invalidEntries);
    return Promise.resolve();
  }
  onErrors({});
  const { mobile } = parsed.data;
  return submitWithToast(
    async (toast) => {
      await checkMobile(mobile);
      toast.dismiss();
      onFree();
    },
    { onError: (text) => onErrors({ mobile: text }) },
  );
}

export interface CodeHandlers {
  /** What the toast says once the code is on its way. */
  sentText: string;
  /** The code is on its way, mailed at `at` (ms since the epoch). */
  onSent: (at: number) => void;
  /** The server's words on a failure, and how long it asks to wait before the next code, if it says. */
  onRefused: (text: string, retryAfterSeconds?: number) => void;
}

/** POST /auth/sendEmail for step 3, its outcome in a toast. */
export function mailCode(email: string, { sentText, onSent, onRefused }: CodeHandlers): Promise<void> {
  return submitWithToast(
    async (toast) => {
      await sendCode(email);
      onSent(Date.now());
      toast.success(sentText);
    },
    {
      fallback: messages.internalServerError,
      // Too soon: the server says how long to wait, and the button shows it.
      onError: (text, failure) => onRefused(text, isApiError(failure) ? failure.retryAfterSeconds : undefined),
    },
  );
}

/** POST /auth/register with the mailed code; `onRegistered` once the account exists. */
export function registerWithCode(
  data: SignupData,
  code: string,
  { onError, onRegistered }: { onError: (text: string) => void; onRegistered: () => void },
): Promise<void> {
  return submitWithToast(
    async (toast) => {
      await register({ ...data, college: data.college ?? 0, code });
      toast.dismiss();
      onRegistered();
    },
    { fallback: messages.internalServerError, onError },
  );
}
