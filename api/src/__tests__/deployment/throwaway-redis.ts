import { spawn } from 'node:child_process';
import { sparePort } from '../../testing/spare-port';

export interface ThrowawayRedis {
  url: string;
  stop: () => Promise<void>;
}

/** A redis-server of the caller's own on a spare loopback port, keeping nothing on disk; never the shared one on 6379. */
export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const port = await sparePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.once('error', (error) => reject(new Error(`redis-server could not start: ${error.message}`)));
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
  });
  child.removeAllListeners('exit');
  child.stdout.removeAllListeners('data');
  // Drained, so a chatty server never blocks on a full pipe.
  child.stdout.resume();
  child.stderr.resume();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const leftBehind = () => child.kill('SIGKILL');
  process.once('exit', leftBehind);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      process.removeListener('exit', leftBehind);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
