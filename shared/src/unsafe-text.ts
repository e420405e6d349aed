/**
 * What no text a person types has reason to hold: control characters (NUL, CR, LF, tab, DEL, C1), the bidirectional
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069) that make a name read otherwise than it is stored (in a
 * mail's plain text too), and lone surrogates, half a character that the database refuses. A prerendered page's text
 * and attributes are held to it too (docs/SECURITY.md#prerendered-pages-are-data).
 */
const UNSAFE_TEXT =
  // eslint-disable-next-line no-control-regex -- matching control characters is this expression's whole job.
  /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasUnsafeCharacters(value: string): boolean {
  return UNSAFE_TEXT.test(value);
}
