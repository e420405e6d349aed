import { readPassword } from './read-password';
import { runAdmin } from './run-admin';
import { runAsProcess } from './tool-process';

runAsProcess('admin', runAdmin, {
  readPassword: (prompt: string) => readPassword(prompt),
  // The same reader: a terminal does not echo what is typed, a pipe gives its first line.
  readToken: () => readPassword('Token (from npm run -s admin -- login): '),
});
