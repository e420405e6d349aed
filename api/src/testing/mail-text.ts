/**
 * Just enough of RFC 5322 and MIME to read the mails nodemailer writes (a text and an HTML part): the headers, and
 * the plain-text part decoded. Tests read what the student would read, without a mail-parsing dependency.
 */

const HEADER_END = /\r?\n\r?\n/;

function splitMessage(raw: string): { headers: Map<string, string>; body: string } {
  const match = HEADER_END.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  // A header continues on lines that start with white space (folding).
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function quotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(joined.charCodeAt(i));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, encoding = '7bit'): string {
  const kind = encoding.toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (kind === 'quoted-printable') return quotedPrintable(body).toString('utf8');
  return body;
}

/** `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=` words, as a subject with accents is sent. */
export function decodeHeader(value: string): string {
  return value.replace(/=\?[^?]+\?([bq])\?([^?]*)\?=/gi, (_word, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : quotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
  );
}

/** The plain-text part of a message or of a MIME part, with CRLF as \n; null when it has none. */
function plainText(raw: string): string | null {
  const { headers, body } = splitMessage(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  if (/^multipart\//i.test(type)) {
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (!boundary) return null;
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const text = plainText(part.replace(/^\r?\n/, ''));
      if (text !== null) return text;
    }
    return null;
  }
  if (!/^text\/plain/i.test(type)) return null;
  return decodeBody(body, headers.get('content-transfer-encoding')).replace(/\r\n/g, '\n');
}

export interface ReadMail {
  to: string;
  subject: string;
  text: string;
}

/** A raw message as its reader sees it: to whom, the subject and the text. */
export function readMail(raw: string): ReadMail {
  const { headers } = splitMessage(raw);
  return {
    to: decodeHeader(headers.get('to') ?? ''),
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: plainText(raw) ?? '',
  };
}
