/**
 * The addresses a prerendered page may name, judged as a browser reads them (docs/SECURITY.md#prerendered-pages-are-data):
 * the value as the parser gave it (character references already decoded, so `java&#x73;cript:` is `javascript:`),
 * then what the URL parser drops: spaces and control characters at either end, tabs and line breaks anywhere.
 */

/** Attributes whose value a browser loads, follows or sends to. Only some are allowed at all (allowed-markup.ts). */
export const URL_ATTRIBUTES = new Set([
  'action',
  'background',
  'cite',
  'data',
  'formaction',
  'href',
  'icon',
  'longdesc',
  'manifest',
  'ping',
  'poster',
  'src',
  'srcset',
  'xlink:href',
]);

/** The schemes our pages link with: the web, and a mail to the society. Never script, data or file addresses. */
const SCHEMES = new Set(['https', 'http', 'mailto']);

const isDropped = (code: number) => code <= 0x20;

/** The address as the URL parser reads it. */
function asParsed(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && isDropped(value.charCodeAt(start))) start += 1;
  while (end > start && isDropped(value.charCodeAt(end - 1))) end -= 1;
  return value.slice(start, end).replace(/[\t\n\r]/g, '');
}

/** Why an address may not stand in a page, or null: a relative or same-origin path, or an allowed scheme. */
export function addressProblem(value: string): string | null {
  const address = asParsed(value);
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(address)?.[1]?.toLowerCase();
  if (scheme !== undefined) return SCHEMES.has(scheme) ? null : `a ${scheme}: address`;
  // `//host` and `/\host` (a browser reads a backslash as a slash in a web address) lead to another origin.
  if (/^[/\\]{2}/.test(address)) return `an address of another origin (${JSON.stringify(value)})`;
  return null;
}

/** The addresses of a `srcset`: each candidate's address, before its width or density. */
export function srcsetAddresses(value: string): string[] {
  return value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s/)[0] ?? '')
    .filter((address) => address !== '');
}
