import readline from 'node:readline';
import { CliError } from './cli-error';

/** stdin as the password prompt needs it: a terminal can stop echoing, a pipe cannot. */
export interface PasswordInput extends NodeJS.ReadableStream {
  isTTY?: boolean;
  setRawMode?: (raw: boolean) => unknown;
}

const ENTER = new Set(['\r', '\n', '\u0004']);
const ERASE = new Set(['\u007f', '\b']);
const INTERRUPT = '\u0003';

/** Reads keys with echo off until Enter; Ctrl-C gives up, as it would anywhere else in a terminal. */
function fromTerminal(input: PasswordInput, setRaw: (raw: boolean) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (finish: () => void) => {
      input.removeListener('data', onData);
      setRaw(false);
      input.pause();
      finish();
    };
    const onData = (chunk: Buffer | string) => {
      for (const key of String(chunk)) {
        if (key === INTERRUPT) return done(() => reject(new CliError('Interrupted.')));
        if (ENTER.has(key)) return done(() => resolve(typed));
        typed = ERASE.has(key) ? typed.slice(0, -1) : typed + key;
      }
    };
    setRaw(true);
    input.setEncoding('utf8');
    input.on('data', onData);
    input.resume();
  });
}

/** Its first line, from a pipe (`… | npm run -s admin -- login <email>`). */
function fromPipe(input: PasswordInput): Promise<string> {
  return new Promise((resolve) => {
    const lines = readline.createInterface({ input, terminal: false });
    let first: string | undefined;
    lines.once('line', (line) => {
      first = line;
      lines.close();
    });
    lines.once('close', () => resolve(first ?? ''));
  });
}

/** Asks for a password on `output` and reads it from `input`, never showing what is typed. */
export async function readPassword(
  prompt: string,
  input: PasswordInput = process.stdin,
  output: NodeJS.WritableStream = process.stderr,
): Promise<string> {
  if (!input.isTTY || !input.setRawMode) return fromPipe(input);
  const setRaw = (raw: boolean) => {
    input.setRawMode?.(raw);
  };
  output.write(prompt);
  try {
    return await fromTerminal(input, setRaw);
  } finally {
    output.write('\n');
  }
}
