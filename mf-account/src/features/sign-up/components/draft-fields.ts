import type { SignupData } from '../signup-draft';

/** The draft's fields that a text input edits (the college has its own combobox). */
type TextKey = Exclude<keyof SignupData, 'college'>;

/**
 * Ties a step's text fields to the draft: `<TextField id=… label=… {...field('email')} />` shows the draft's value,
 * writes each change back to it and shows that field's error.
 */
export function draftFields(
  data: SignupData,
  update: (patch: Partial<SignupData>) => void,
  errors: Readonly<Partial<Record<string, string>>>,
) {
  return (name: TextKey) => ({
    value: data[name],
    onChange: (value: string) => update({ [name]: value }),
    error: errors[name],
  });
}
