import { messages } from '@greatstep/shared';
import { notify, submitWithToast } from '@greatstep/shared/notify';
import { emailSchema, joinProblems, newPasswordProblems } from '@greatstep/shared/schemas';
import { changePassword } from './api/change-password';
import { resetPassword } from './api/reset-password';

// What the two password pages do with the schemas (zod), the toasts and their calls, in a chunk of its own: the
// pages paint their forms without them and fetch this when the visitor first reaches for the form, as Sign Up does
// (docs/PERFORMANCE.md#code-per-page).

/** A field's message: its words, or undefined for none. */
type ShowError = (message: string | undefined) => void;

export const isValidEmail = (email: string): boolean => emailSchema.safeParse(email).success;

/** Reset's submit (docs/PRODUCT.md#password-reset): a valid e-mail, then the server's word that a link is on its way. */
export function requestResetLink(
  email: string,
  { onError, onSent }: { onError: ShowError; onSent: (message: string) => void },
): Promise<void> {
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) {
    onError(messages.enterValidEmail);
    return Promise.resolve();
  }
  onError(undefined);
  return submitWithToast(
    async (toast) => {
      const message = await resetPassword(parsed.data);
      onSent(message);
      toast.success(message);
    },
    { fallback: messages.serverUnreachable, onError },
  );
}

/** Whether both fields meet the rules of docs/PRODUCT.md#new-password. */
export const meetsRules = (password: string, confirm: string): boolean =>
  newPasswordProblems(password, confirm).length === 0;

/** New Password's submit: every failed rule in one message and a toast, or the change with the mailed link's token. */
export function setNewPassword(
  link: { email: string; token: string },
  password: string,
  confirm: string,
  { onError, onChanged }: { onError: ShowError; onChanged: () => void },
): Promise<void> {
  const problems = newPasswordProblems(password, confirm);
  if (problems.length > 0) {
    const text = joinProblems(problems);
    onError(text);
    notify.error(text);
    return Promise.resolve();
  }
  onError(undefined);
  return submitWithToast(
    async (toast) => {
      await changePassword(link.email, link.token, password);
      toast.success(messages.passwordChanged);
      onChanged();
    },
    { fallback: messages.serverUnreachable, onError },
  );
}
