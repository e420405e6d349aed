import type { SignupData } from './signup-draft';

/** The draft's fields that a text input edits (the college has its own combobox). */
type TextKey = Exclude<keyof SignupData, 'college'>;

/**
 * Ties a step's text fields to the draft: `<TextField id=… label=… {...field('email')} />` shows the draft's value,
 * writes each change back to it and shows that field's error. `settle` hears each change with the new draft, so a
 * field's message can go as soon as its value is valid ('First name can not be empty' once stayed).
 */
export function draftFields(
  data: SignupData,
  update: (patch: Partial<SignupData>) => void,
  errors: Readonly<Partial<Record<string, string>>>,
  settle: (name: keyof SignupData, draft: SignupData) => void,
) {
  return (name: TextKey) => ({
    value: data[name],
    onChange: (value: string) => {
      update({ [name]: value });
      settle(name, { ...data, [name]: value });
    },
    error: errors[name],
  });
}

/**
 * The `settle` of a step whose problems `problemsOf` lists: a changed field's message goes once the field has no
 * problem. Only the changed field's: a message the server gave another field (a taken mobile) stays until that
 * field changes. `problemsOf` answers undefined while it cannot tell (its schemas have not come): messages stay.
 */
export function settleErrors<E extends Partial<Record<string, string>>>(
  setErrors: (update: (current: E) => E) => void,
  problemsOf: (draft: SignupData) => Partial<Record<string, string>> | undefined,
) {
  return (name: keyof SignupData, draft: SignupData) =>
    setErrors((current) => {
      if (!current[name]) return current;
      const problems = problemsOf(draft);
      if (!problems || problems[name]) return current;
      const rest = { ...current };
      delete rest[name];
      return rest;
    });
}
