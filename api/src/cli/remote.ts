import { readPassword } from './read-password';
import { runRemote } from './remote/run-remote';
import { runAsProcess } from './tool-process';

// A terminal does not echo the token typed for --token-stdin; a pipe gives its first line.
runAsProcess('remote', runRemote, { readToken: () => readPassword('Token (from npm run -s admin -- login): ') });
