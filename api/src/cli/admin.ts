import { readPassword } from './read-password';
import { runAdmin } from './run-admin';

/** Resolves once the text is handed to the OS, so a large CSV is complete before the process exits. */
const writeStdout = (text: string) =>
  new Promise<void>((resolve, reject) => process.stdout.write(text, (error) => (error ? reject(error) : resolve())));

runAdmin(process.argv.slice(2), {
  env: process.env,
  stdout: writeStdout,
  stderr: (text) => process.stderr.write(text),
  readPassword: (prompt) => readPassword(prompt),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // Not an organiser's mistake (a bug or a failing query): one line still, the detail for whoever debugs it.
    process.stderr.write(`admin: unexpected error: ${error instanceof Error ? error.message : String(error)}\n`);
    if (process.env.ADMIN_DEBUG) console.error(error);
    process.exitCode = 1;
  },
);
