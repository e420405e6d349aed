/**
 * The security headers that only a document reads (docs/SECURITY.md#the-pages-content-security-policy): its policy,
 * whether it may be framed, its own browsing-context group and agent cluster, the old XSS auditor's and Internet
 * Explorer's switches. A script, a stylesheet, a picture or a JSON file is never shown as a page, so on those they
 * are bytes sent for nothing: over HTTP/1.1, about 600 of them on each of the eight scripts of a first visit to `/`
 * (docs/PERFORMANCE.md#the-page-in-its-html). What a subresource does read stays: `X-Content-Type-Options: nosniff`
 * (a script is run only as the type it says), its Cross-Origin-Resource-Policy, `Referrer-Policy` (a module script's
 * own fetches follow its response's) and HSTS.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-xss-protection',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
] as const;

const SUBRESOURCE_TYPE =
  /^(?:(?:application|text)\/(?:javascript|css|json|manifest\+json|wasm)|image\/(?!svg)|font\/|video\/|audio\/)/i;

/**
 * Whether a response of this type is one a browser never renders as a document. An SVG picture or an HTML file
 * (a remote's rules page) opened on its own is a document, able to hold script: they keep every header.
 */
export function isSubresource(contentType: unknown): boolean {
  return typeof contentType === 'string' && SUBRESOURCE_TYPE.test(contentType.trim());
}
