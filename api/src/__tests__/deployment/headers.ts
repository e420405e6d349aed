export type HeaderValue = string | string[] | number | undefined;

/** A policy as a browser reads it: the order of directives and the spaces between them do not matter. */
export function policy(header: HeaderValue): string[] {
  return String(header)
    .split(';')
    .map((directive) => directive.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .sort();
}

/** Headers that differ from one answer to the next, or by server, whatever the configuration. */
const PER_ANSWER = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'etag',
  'last-modified',
  'content-type',
  'vary',
  'accept-ranges',
  'server',
]);

/** What the configuration decides of an answer: its cache rule, encoding, CORS and security headers. */
export function decidedHeaders(headers: Record<string, HeaderValue>): Record<string, unknown> {
  const decided: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (PER_ANSWER.has(name) || value === undefined) continue;
    decided[name] = name === 'content-security-policy' ? policy(value) : String(value);
  }
  return decided;
}
