// Types of serve-built-site.js for the API benchmark, which is TypeScript.
import type { ChildProcess, StdioOptions } from 'node:child_process';

export interface BuiltServer {
  url: string;
  pid: number;
  /** Where the server keeps its embedded database and mail outbox. */
  dataDir: string;
  stop: () => Promise<void>;
}

export function serveBuiltSite(options?: {
  port?: number;
  env?: Record<string, string>;
  stdio?: StdioOptions;
}): Promise<BuiltServer>;

export function spawnBuiltServer(options?: {
  env?: NodeJS.ProcessEnv;
  execArgv?: string[];
  stdio?: StdioOptions;
}): ChildProcess;

export function throwawaySiteEnv(caller: NodeJS.ProcessEnv, own: Record<string, string | undefined>): NodeJS.ProcessEnv;
