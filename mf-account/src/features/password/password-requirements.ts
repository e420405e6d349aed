export interface Requirement {
  label: string;
  met: boolean;
}

/** The live list beside New Password: the rules of docs/PRODUCT.md#new-password, each ticked once met. */
export function requirements(password: string, confirm: string): Requirement[] {
  return [
    { label: 'At least 6 characters', met: password.length >= 6 },
    { label: 'A lowercase letter', met: /[a-z]/.test(password) },
    { label: 'An uppercase letter', met: /[A-Z]/.test(password) },
    { label: 'A number', met: /\d/.test(password) },
    { label: 'Both passwords match', met: password !== '' && password === confirm },
  ];
}
