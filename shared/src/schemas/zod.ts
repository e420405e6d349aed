import { z } from 'zod';

// zod compiles object parsers with `new Function` when it can, and probes for that on first use. The site's
// Content-Security-Policy refuses eval, so in a browser the probe is a CSP violation that Chromium reports on every
// page with a form; the plain parsers are fast enough for forms of a few fields.
z.config({ jitless: true });

export { z };
