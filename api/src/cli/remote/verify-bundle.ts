import { spawn } from 'node:child_process';
import path from 'node:path';
import { z } from 'zod';
import type { RemoteName } from '../../site/remote-names';
import { CliError } from '../cli-error';

const REPO_ROOT = path.join(__dirname, '..', '..', '..', '..');
const VERIFY_SCRIPT = path.join(REPO_ROOT, 'scripts', 'verify-remote.js');

/**
 * What `verify:remote --json` reports (docs/TESTING.md#verify-remote): read for its verdict and its failed checks;
 * the release keeps the whole of it as it came.
 */
const reportSchema = z.looseObject({
  remote: z.string(),
  url: z.string(),
  ok: z.boolean(),
  checks: z.array(z.looseObject({ name: z.string(), ok: z.boolean(), detail: z.string() })),
});

export type VerifyReport = z.infer<typeof reportSchema>;

/** What a release of a bundle its site's own checkout built keeps instead of a verification (`--built-with`). */
export interface BuiltWithReport extends VerifyReport {
  /** The site's release whose checkout built the bundle beside its shell. */
  builtWith: string;
}

/** The report's failed checks, one line each, for a refusal. */
export function failedChecks(report: VerifyReport): string {
  return report.checks
    .filter((check) => !check.ok)
    .map((check) => `  FAIL  ${check.name}: ${check.detail}`)
    .join('\n');
}

/**
 * Runs `npm run verify:remote` on the bundle, its progress shown as it goes (the smoke journeys take a minute), and
 * returns its report whatever the verdict: the caller refuses a failed one with it.
 */
export async function verifyBundle(
  remote: RemoteName,
  url: string,
  { smoke, onProgress }: { smoke: boolean; onProgress: (text: string) => void },
): Promise<VerifyReport> {
  const args = [VERIFY_SCRIPT, `${remote}=${url}`, '--json', ...(smoke ? [] : ['--no-smoke'])];
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => onProgress(chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  let json: unknown;
  try {
    json = JSON.parse(stdout);
  } catch {
    json = undefined;
  }
  const report = reportSchema.safeParse(json);
  if (!report.success) {
    throw new CliError(`verify:remote gave no report (exit ${String(code)}): is the site built (npm run build)?`);
  }
  return report.data;
}
