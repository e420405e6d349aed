import { existsSync } from 'node:fs';
import path from 'node:path';
import { escapeMarkup } from '../lib/escape-markup';
import { AFTER_PAINT, SERVER_PAGE_SCRIPT } from './server-page-script';

/**
 * The shell's page as this server sends it (docs/PERFORMANCE.md#the-first-visit-fewer-round-trips): remotes.json
 * written into the page, so the shell starts its remote without a request for it, and, for a path a remote of this
 * server claims, a preload of that remote's manifest, so the phone fetches it beside the shell's own scripts.
 */

/** The element the shell reads remotes.json from before it asks the server (shell/src/lib/remotes). */
export const INLINE_REMOTES_ID = 'gs-remotes';

export interface Preload {
  href: string;
  /** `fetch`: the Module Federation manifest, which the runtime fetches. */
  as: 'fetch';
}

/**
 * What a remote's first page needs first: its mf-manifest.json, which names everything else. Only the manifest, not
 * the scripts it names: a preloaded script that fails (the network drops as the page opens) stays failed for the
 * page's life in Chromium, and the script element of a later Retry would be handed that failure instead of asking
 * again. The manifest's fetch is always the first thing a load of the remote does, so it always uses up its preload.
 */
export function remotePreloads(remoteDir: string, urlPrefix: string): Preload[] {
  return existsSync(path.join(remoteDir, 'mf-manifest.json'))
    ? [{ href: `${urlPrefix}mf-manifest.json`, as: 'fetch' }]
    : [];
}

function preloadLink({ href, as }: Preload): string {
  // The runtime fetches the manifest in CORS mode with same-origin credentials: `crossorigin` makes the preload match.
  return `<link rel="preload" href="${escapeMarkup(href)}" as="${as}" crossorigin="anonymous">`;
}

/** The template's own title and description (webpack.shared.js), which a page with a head of its own replaces. */
function withoutGenericHead(html: string): string {
  return html.replace(/<title>[^<]*<\/title>/, '').replace(/<meta name="description"[^>]*>/, '');
}

/** The element the prerendered page is in, before the shell's root: the shell takes over from it (docs/PERFORMANCE.md#the-page-in-its-html). */
export const SERVER_PAGE_ID = 'gs-server-page';

/** A page's prerendered body and the styles it needs (page-frame.ts). */
export interface ServerPage {
  body: string;
  styles: string;
  /**
   * The remote that shows the page, if any: its own script reports that remote's release failing when the app has not
   * taken over in time (server-page-script.ts).
   */
  remote: string | null;
}

/** The shell's script elements as html-webpack-plugin writes them. */
const SHELL_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g;
/** A remote's manifest preload as preloadLink writes it. */
const MANIFEST_PRELOAD = /<link rel="preload"( href="[^"]*" as="fetch" crossorigin="anonymous">)/g;

/**
 * The shell's scripts and the remote's preloads named for the page's own script to start after the first paint
 * (server-page-script.ts), with a type and a rel the browser does not load: the one place that holds them back.
 */
function heldBackForThePaint(html: string): string {
  return html
    .replace(SHELL_SCRIPT, (_, src: string) => `<script type="${AFTER_PAINT}" src="${src}"></script>`)
    .replace(MANIFEST_PRELOAD, (_, rest: string) => `<link rel="${AFTER_PAINT}"${rest}`);
}

/** The page in the document: its styles at the end of the head, its body where the shell's root is. */
function withServerPage(html: string, { body, styles, remote }: ServerPage): string {
  const owner = remote === null ? '' : ` data-remote="${escapeMarkup(remote)}"`;
  return html
    .replace(
      '</head>',
      () => `<script>${SERVER_PAGE_SCRIPT}</script><style id="gs-server-styles">${styles}</style></head>`,
    )
    .replace(/<noscript>[^<]*<\/noscript>\s*/, '')
    .replace('<div id="root"></div>', () => `<div id="${SERVER_PAGE_ID}"${owner}>${body}</div><div id="root"></div>`);
}

/**
 * index.html with remotes.json and the preloads written in at the end of its head, and the page's own head
 * (page-head.ts) when it has one: its title and description then take the place of the site's generic ones. With a
 * server page, the page's prerendered body and styles too.
 */
export function shellDocument(
  html: string,
  remotesJson: unknown,
  preloads: readonly Preload[],
  pageHead = '',
  serverPage: ServerPage | null = null,
): string {
  // `<` escaped: no value in the JSON can close the script element early.
  const json = JSON.stringify(remotesJson).replace(/</g, '\\u003c');
  const withHead = pageHead.includes('<title>') ? withoutGenericHead(html) : html;
  const document = serverPage ? withServerPage(withHead, serverPage) : withHead;
  const head = [
    pageHead,
    ...preloads.map(preloadLink),
    `<script type="application/json" id="${INLINE_REMOTES_ID}">${json}</script>`,
  ].join('');
  const whole = document.includes('</head>') ? document.replace('</head>', `${head}</head>`) : `${head}${document}`;
  return serverPage ? heldBackForThePaint(whole) : whole;
}
