import { hasUnsafeCharacters, PAGE_HEAD_LIMITS } from '@greatstep/shared/isomorphic';
import { z } from 'zod';
import { judgedJson } from './judged-json';

/**
 * A remote's pages.json (federation/publish-pages.js), read as data from a bundle this server did not necessarily
 * build: held to sizes and shapes before anything of it is written into a page
 * (docs/SECURITY.md#published-pages-are-data). A file that breaks any rule is refused whole.
 */

// Control characters and bidirectional overrides (docs/SECURITY.md#bad-bytes): nothing a title or a description
// needs, and each can disguise what a reader or a search result shows.
const text = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((value) => !hasUnsafeCharacters(value), 'holds a control character');

/** An absolute path: no spaces, quotes, angle brackets or backslashes, never `//` (another host to a browser). */
const pagePath = z
  .string()
  .max(PAGE_HEAD_LIMITS.path)
  .regex(/^\/[^\s"'<>\\]*$/, 'is not an absolute path')
  .refine((value) => !value.startsWith('//'), 'names another host');

/** A picture of the bundle itself: a relative path inside its folder, never another origin or a parent folder. */
const pictureFile = z
  .string()
  .max(200)
  .regex(/^[\w-][\w./-]*\.(?:jpe?g|png)$/i, 'is not a JPEG or PNG file of the bundle')
  .refine((value) => !value.split('/').includes('..'), 'leaves the bundle');

const structuredData = z
  .record(z.string().max(100), z.json())
  .refine((value) => JSON.stringify(value).length <= PAGE_HEAD_LIMITS.structuredData, 'is too large')
  .refine((value) => value['@context'] === 'https://schema.org', 'is not schema.org data')
  .refine((value) => typeof value['@type'] === 'string', 'has no @type');

const publishedPage = z.object({
  route: z.string().min(1).max(100),
  path: pagePath,
  aliases: z.array(pagePath).max(20).optional(),
  title: text(PAGE_HEAD_LIMITS.title),
  description: text(PAGE_HEAD_LIMITS.description),
  image: z.object({
    src: pictureFile,
    width: z.number().int().min(200).max(4096),
    height: z.number().int().min(200).max(4096),
    alt: text(PAGE_HEAD_LIMITS.alt),
  }),
  structuredData: structuredData.optional(),
  /** A page for a step of an account: served, but not listed in the sitemap. */
  utility: z.boolean().optional(),
});

const publishedPagesFile = z.object({ pages: z.array(publishedPage).max(PAGE_HEAD_LIMITS.pages) });

export type PublishedPage = z.output<typeof publishedPage>;
export type PublishedPages = z.output<typeof publishedPagesFile>;

export type PagesVerdict = { ok: true; pages: PublishedPages } | { ok: false; problem: string };

/** The file's text judged: its pages, or the first reason it is refused. */
export function readPublishedPages(body: string): PagesVerdict {
  const verdict = judgedJson(publishedPagesFile, body, PAGE_HEAD_LIMITS.fileBytes);
  return verdict.ok ? { ok: true, pages: verdict.value } : verdict;
}
