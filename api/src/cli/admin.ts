import { readPassword } from './read-password';
import { runAdmin } from './run-admin';
import { runAsProcess } from './tool-process';

runAsProcess('admin', runAdmin, { readPassword: (prompt: string) => readPassword(prompt) });
