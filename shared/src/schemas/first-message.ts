import type { z } from 'zod';

/** The message of the first failed rule: what a form or an API answer shows for one bad field. */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request';
}

/** One message per field path, for forms that flag each field. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    byField[key] ??= issue.message;
  }
  return byField;
}
