import {
  FRAME_MARKUP,
  PAGE_FRAGMENT_LIMITS,
  PAGE_MARKUP,
  pageMarkupProblem,
  type MarkupRules,
} from '@greatstep/shared/isomorphic';
import { z } from 'zod';
import { judgedJson } from './judged-json';

/**
 * A remote's fragments.json and the shell's frame.json (federation/prerender/): pages prerendered at build time, read
 * as data from a bundle this server did not necessarily build. Held to sizes and shapes, and refused whole when any
 * piece could reach outside its place in the page (docs/SECURITY.md#prerendered-pages-are-data). Never run.
 */

/** HTML read by the rules a build checks its pages by (shared/src/page-markup): parsed, never matched by patterns. */
const markup = (rules: MarkupRules) =>
  z
    .string()
    .max(PAGE_FRAGMENT_LIMITS.page)
    .superRefine((value, context) => {
      const problem = pageMarkupProblem(value, rules);
      if (problem) context.addIssue({ code: 'custom', message: `holds ${problem}` });
    });

/** CSS for a <style> element: nothing that could close it. */
const styles = z
  .string()
  .max(PAGE_FRAGMENT_LIMITS.styles)
  .refine((value) => !value.includes('<'), 'holds a "<"');

const pagePath = z.string().max(300).regex(/^\//);
/** What an asset's address starts with in the HTML, for the server to put the bundle's own address in its place. */
const assetBase = z.string().regex(/^https:\/\/[a-z-]+\.invalid\/$/);

const fragmentsFile = z.object({
  assetBase,
  styles,
  pages: z.record(pagePath, markup(PAGE_MARKUP)),
  notFound: markup(PAGE_MARKUP).optional(),
});

const frameFile = z.object({
  assetBase,
  markers: z.object({
    slot: z.literal('<template data-gs-page=""></template>'),
    link: z.string().regex(/^\/__[a-z-]+__\/$/),
    navLink: z.literal(' data-gs-nav=""'),
    page: z.string().regex(/^\/__[a-z-]+__$/),
  }),
  navLinks: z.array(z.object({ link: z.string().regex(/^\w+$/), wholeRemote: z.boolean() })).max(20),
  frame: markup(FRAME_MARKUP),
  notFound: markup(PAGE_MARKUP),
  styles,
});

export type PageFragments = z.output<typeof fragmentsFile>;
export type PageFrame = z.output<typeof frameFile>;

/** A remote's fragments.json judged: its pages' HTML, or the first reason it is refused. */
export const readPageFragments = (body: string) => judgedJson(fragmentsFile, body, PAGE_FRAGMENT_LIMITS.fileBytes);

/** The shell's frame.json judged (it is this server's own build, but read by the same rules). */
export const readPageFrame = (body: string) => judgedJson(frameFile, body, PAGE_FRAGMENT_LIMITS.fileBytes);
