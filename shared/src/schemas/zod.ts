// Only a re-export, and it must stay one: webpack follows `z.string`, `z.object` … through a module that does
// nothing else, and keeps only those parts of zod. A module that also ran code (the config call did) made it keep
// all of zod, every language's messages included: 392 KB of script on each page with a form, where 80 KB do
// (docs/PERFORMANCE.md). Setting zod up is zod-config.ts's job.
export { z } from 'zod';
