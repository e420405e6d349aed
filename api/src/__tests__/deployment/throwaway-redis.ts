import { spawn, type ChildProcess } from 'node:child_process';
import { sparePort } from '../../../../scripts/spare-port';

export interface ThrowawayRedis {
  url: string;
  /** Stops the server, as `systemctl stop redis-server` does: its clients see the connection refused. */
  down: () => Promise<void>;
  /** Starts it again on the same port, after `down` (empty: this one keeps nothing on disk). */
  up: () => Promise<void>;
  stop: () => Promise<void>;
}

/** redis-server on `port`, resolved once it accepts connections. */
function startServer(port: number): Promise<ChildProcess> {
  return spawnedRedis('redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
}

/** `command` (redis-server, or it run on a test host), resolved once it says it accepts connections. */
export async function spawnedRedis(command: string, args: string[]): Promise<ChildProcess> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.once('error', (error) => reject(new Error(`redis-server could not start: ${error.message}`)));
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
  });
  child.removeAllListeners('exit');
  child.stdout?.removeAllListeners('data');
  // Drained, so a chatty server never blocks on a full pipe.
  child.stdout?.resume();
  child.stderr?.resume();
  return child;
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await exited;
}

/** A redis-server of the caller's own on a spare loopback port, keeping nothing on disk; never the shared one on 6379. */
export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const port = await sparePort();
  let child: ChildProcess | null = await startServer(port);
  const leftBehind = () => child?.kill('SIGKILL');
  process.once('exit', leftBehind);
  const down = async () => {
    if (child) await stopServer(child);
    child = null;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    down,
    up: async () => {
      child ??= await startServer(port);
    },
    stop: async () => {
      process.removeListener('exit', leftBehind);
      await down();
    },
  };
}
