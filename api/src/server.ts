import path from 'node:path';
import { runServer } from './run-server';

// api/src or api/dist → the monorepo root, where the shell and the remotes build into their dist/ folders.
void runServer(path.join(__dirname, '..', '..'));
