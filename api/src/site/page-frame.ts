import { escapeMarkup } from '../lib/escape-markup';
import type { PageFrame } from './page-fragments';

/**
 * A page's body as the server writes it (docs/ARCHITECTURE.md#pages-prerendered-by-the-remotes): the shell's
 * prerendered frame (navbar, footer) with the remote's prerendered page in its slot, every published link's path
 * filled in, the navbar's link for the page marked as the navbar marks it, and the assets' addresses made the
 * bundles' own. Plain string work on data; no code of a bundle runs here.
 */

export interface FramedPage {
  /** The path the page's in-page links name (the skip link, and the phone menu's link before the scripts). */
  pathname: string;
  /** Whether the page is the one at `pathname` (a 404 page is not: no navbar link is its own). */
  atPath: boolean;
  /** The page's HTML (a remote's fragment, or the shell's 404 page). */
  content: string;
  /** The address the content's assets are relative to (the remote's folder). */
  contentBase: string;
  /** The marker the content's assets start with. */
  contentAssetBase: string;
  /** The path of each published link, with the remote that publishes it. */
  links: Readonly<Record<string, { path: string; remote: string }>>;
  /** The remote that shows this path, if any: a link with `wholeRemote` is the page's own on all of its paths. */
  owner: string | null;
  /** The shell's folder, for the frame's own assets. */
  shellBase: string;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A path with a trailing slash dropped and in lower case: how the remotes' routers compare fixed paths. */
const comparable = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path).toLowerCase();

/**
 * The body, or null when the frame names a link no remote has published (then the page is left to the browser: a
 * link without its path would lead nowhere).
 */
export function framedPageHtml(frame: PageFrame, page: FramedPage): string | null {
  const { markers } = frame;
  const linkPattern = new RegExp(`${escapeRegExp(markers.link)}(\\w+)`, 'g');
  const names = new Set([...`${frame.frame}${page.content}`.matchAll(linkPattern)].map((match) => match[1] ?? ''));
  if ([...names].some((name) => !page.links[name])) return null;

  const navFlags = new Map(frame.navLinks.map(({ link, wholeRemote }) => [link, wholeRemote]));
  const isOwnPage = (name: string) => {
    const link = page.links[name];
    if (!link || !page.atPath) return false;
    if (comparable(link.path) === comparable(page.pathname)) return true;
    return navFlags.get(name) === true && page.owner !== null && link.remote === page.owner;
  };

  const body = frame.frame
    .replaceAll(frame.assetBase, page.shellBase)
    // A navbar link: aria-current on the page's own, as the navbar's script would set it.
    .replace(
      new RegExp(`${escapeRegExp(markers.navLink)}( href="${escapeRegExp(markers.link)}(\\w+)")`, 'g'),
      (_match, href: string, name: string) => (isOwnPage(name) ? ` aria-current="page"${href}` : href),
    )
    .replaceAll(`${markers.page}#`, `${escapeMarkup(page.pathname)}#`)
    .replace(markers.slot, () => page.content.replaceAll(page.contentAssetBase, page.contentBase));
  return body.replace(linkPattern, (_match, name: string) => escapeMarkup(page.links[name]?.path ?? '/'));
}
