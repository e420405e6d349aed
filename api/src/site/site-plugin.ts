import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cacheControlFor } from './cache-control';
import { contentSecurityPolicy } from './content-security-policy';
import { pagePathClaim } from './page-paths';
import { precompress, sendPrecompressed, type PrecompressedBody } from './precompressed-body';
import { shellDocument } from './shell-document';
import type { SiteOptions } from './site-options';

export interface SitePluginOptions extends SiteOptions {
  publicUrl: string;
}

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('Cache-Control', cacheControlFor(filePath));
}

/**
 * Serves the composed site beside /api: the shell at /, each remote this server builds under /remotes/<name>/,
 * remotes.json for the shell, and index.html for every other page path so the shell's router can answer it
 * (its 404 page included). Registered as a sibling of the API plugin, so the API keeps its own JSON 404s.
 */
export async function sitePlugin(app: FastifyInstance, options: SitePluginOptions): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(options.remotes, options.overrideOrigins, options.publicUrl),
    },
    // Remote bundles are fetched by shells on other origins (an integrator's), so they must be loadable cross-origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  const remotesJson = precompress(JSON.stringify(options.remotesJson), 'application/json; charset=utf-8');
  app.get('/remotes.json', async (request, reply) => sendPrecompressed(request, reply, remotesJson));

  for (const [name, root] of Object.entries(options.remoteDirs)) {
    if (!existsSync(root)) continue;
    await app.register(async (remote) => {
      // Any shell may compose these bundles: integrators point theirs at them (docs/ARCHITECTURE.md#remotesjson).
      remote.addHook('onSend', async (_request, reply) => {
        reply.header('Access-Control-Allow-Origin', '*');
      });
      await remote.register(fastifyStatic, {
        root,
        prefix: `/remotes/${name}/`,
        decorateReply: false,
        wildcard: false,
        index: false,
        // Our own Cache-Control by file name (setHeaders) instead of the plugin's one max-age for all.
        cacheControl: false,
        setHeaders: setCacheHeaders,
        preCompressed: true,
      });
    });
  }

  await app.register(fastifyStatic, {
    root: options.shellDir,
    prefix: '/',
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: setCacheHeaders,
    preCompressed: true,
  });
  const shellPageFor = shellPages(options);
  app.get('/', (request, reply) => sendPrecompressed(request, reply, shellPageFor('/')));
  const claimed = pagePathClaim(options.pagePaths);
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = pagePath(request);
    if (pathname === null) return reply.code(404).type('text/plain').send('Not found');
    // A path no remote claims still gets the shell, whose router shows the 404 page, but with the status it earns.
    if (!claimed(pathname)) reply.code(404);
    return sendPrecompressed(request, reply, shellPageFor(pathname));
  });
}

/**
 * The shell's page for each path, made once at start (shell-document.ts): with the preloads of the remote of this
 * server that claims the path, or none for a path no such remote claims.
 */
function shellPages(options: SitePluginOptions): (pathname: string) => PrecompressedBody {
  const html = readFileSync(path.join(options.shellDir, 'index.html'), 'utf8');
  const page = (preloads: Parameters<typeof shellDocument>[2]) =>
    precompress(shellDocument(html, options.remotesJson, preloads), 'text/html; charset=utf-8');
  const plain = page([]);
  const pages = Object.values(options.ownRemotes).map(({ pagePaths, preloads }) => ({
    claims: pagePathClaim(pagePaths),
    body: page(preloads),
  }));
  return (pathname) => pages.find(({ claims }) => claims(pathname))?.body ?? plain;
}

/** The path of a page (no file extension) asked for with GET or HEAD, or null for anything else. */
function pagePath(request: FastifyRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname.startsWith('/api/') || pathname.startsWith('/remotes/')) return null;
  return /\.[a-z0-9]+$/i.test(pathname) ? null : pathname;
}
