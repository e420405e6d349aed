import fs from 'node:fs/promises';
import path from 'node:path';
import { CliError } from './cli-error';

export interface CsvIo {
  stdout: (text: string) => Promise<void>;
  stderr: (text: string) => void;
}

const countRows = (csv: string) => csv.split('\r\n').length - 2;

/** npm runs the command inside api/; a relative --out means the folder the organiser ran npm from. */
function outputPath(out: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), out);
}

/** A CSV command's file, to stdout or to --out, whether it was built here or by the server. */
export async function deliverCsv(csv: string, out: string | undefined, io: CsvIo): Promise<void> {
  if (out === undefined) {
    await io.stdout(csv);
    return;
  }
  const file = outputPath(out);
  try {
    await fs.writeFile(file, csv);
  } catch (error) {
    throw new CliError(`Cannot write ${out}: ${error instanceof Error ? error.message : String(error)}`);
  }
  io.stderr(`Wrote ${countRows(csv)} rows to ${file}\n`);
}
