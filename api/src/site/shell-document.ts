import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The shell's page as this server sends it (docs/PERFORMANCE.md, "The first visit"): remotes.json written into the
 * page, so the shell starts its remote without a request for it, and, for a path a remote of this server claims,
 * preload links for that remote's manifest, entry and page code, so the phone fetches them beside the shell's own
 * scripts instead of one after another.
 */

/** The element the shell reads remotes.json from before it asks the server (shell/src/lib/remotes). */
export const INLINE_REMOTES_ID = 'gs-remotes';

export interface Preload {
  href: string;
  /** `fetch`: the Module Federation manifest, which the runtime fetches; `script`: a script element's file. */
  as: 'script' | 'fetch';
}

/** What a remote's first page needs, from its mf-manifest.json: the manifest, the entry, the routes module's files. */
export function remotePreloads(remoteDir: string, urlPrefix: string): Preload[] {
  const file = path.join(remoteDir, 'mf-manifest.json');
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    metaData?: { remoteEntry?: { name?: string; path?: string } };
    exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
  };
  const entry = manifest.metaData?.remoteEntry;
  const routes = manifest.exposes?.find((expose) => expose.path === './routes');
  const scripts = [
    ...(entry?.name ? [path.posix.join(entry.path ?? '', entry.name)] : []),
    ...(routes?.assets?.js?.sync ?? []),
  ];
  return [
    { href: `${urlPrefix}mf-manifest.json`, as: 'fetch' },
    ...scripts.map((script): Preload => ({ href: `${urlPrefix}${script}`, as: 'script' })),
  ];
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function preloadLink({ href, as }: Preload): string {
  // The runtime fetches the manifest in CORS mode with same-origin credentials: `crossorigin` makes the preload match.
  const crossOrigin = as === 'fetch' ? ' crossorigin="anonymous"' : '';
  return `<link rel="preload" href="${escapeAttribute(href)}" as="${as}"${crossOrigin}>`;
}

/** index.html with remotes.json and the preloads written in at the end of its head. */
export function shellDocument(html: string, remotesJson: unknown, preloads: readonly Preload[]): string {
  // `<` escaped: no value in the JSON can close the script element early.
  const json = JSON.stringify(remotesJson).replace(/</g, '\\u003c');
  const head = [
    ...preloads.map(preloadLink),
    `<script type="application/json" id="${INLINE_REMOTES_ID}">${json}</script>`,
  ].join('');
  return html.includes('</head>') ? html.replace('</head>', `${head}</head>`) : `${head}${html}`;
}
