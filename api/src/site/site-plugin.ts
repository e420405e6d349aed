import fastifyHelmet from '@fastify/helmet';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { cacheControlFor, REVALIDATE } from './cache-control';
import { contentSecurityPolicy } from './content-security-policy';
import { REMOTE_NAMES } from './remote-names';
import type { SiteOptions } from './site-options';

export interface SitePluginOptions extends SiteOptions {
  publicUrl: string;
}

function setCacheHeaders(res: SetHeadersResponse, filePath: string): void {
  res.setHeader('Cache-Control', cacheControlFor(filePath));
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

  const remotesJson = JSON.stringify(options.remotesJson);
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', REVALIDATE).type('application/json').send(remotesJson);
  });

  for (const name of REMOTE_NAMES) {
    const root = options.remoteDirs[name];
    if (!existsSync(root)) continue;
    await app.register(async (remote) => {
      // Any shell may compose these bundles (DESIGN: integrators point their shell at them).
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
  });
  app.get('/', sendShell);
  app.setNotFoundHandler(async (request, reply) => {
    if (isPageRequest(request)) return sendShell(request, reply);
    return reply.code(404).type('text/plain').send('Not found');
  });
}

function sendShell(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.header('Cache-Control', REVALIDATE).sendFile('index.html');
}

/** A page path (no file extension) asked for with GET or HEAD: the shell's router decides what it shows. */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname.startsWith('/api/') || pathname.startsWith('/remotes/')) return false;
  return !/\.[a-z0-9]+$/i.test(pathname);
}
