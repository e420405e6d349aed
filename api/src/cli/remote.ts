import { runRemote } from './remote/run-remote';
import { runAsProcess } from './tool-process';

runAsProcess('remote', runRemote, {});
