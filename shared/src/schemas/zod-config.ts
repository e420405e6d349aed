import { config } from 'zod';

// zod compiles object parsers with `new Function` when it can, and probes for that when an object schema is built.
// The site's Content-Security-Policy refuses eval, so in a browser the probe is a CSP violation that Chromium
// reports on every page with a form; the plain parsers are fast enough for forms of a few fields. Every schema
// module imports this file before it builds a schema.
config({ jitless: true });
