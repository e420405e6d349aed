import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { REVALIDATE } from './cache-control';
import { ifNoneMatchNames } from './if-none-match';

type Encoding = 'br' | 'gzip' | 'identity';

/** A body made on the server (remotes.json), compressed once when the server starts rather than per request. */
export interface PrecompressedBody {
  type: string;
  variants: Record<Encoding, { bytes: Buffer; etag: string }>;
}

export function precompress(text: string, type: string): PrecompressedBody {
  const identity = Buffer.from(text);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  // Each encoding has its own validator: a cache must never answer a gzip request with a brotli body.
  const variant = (bytes: Buffer, suffix: string) => ({ bytes, etag: `"${hash}${suffix}"` });
  return {
    type,
    variants: {
      br: variant(brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), '-br'),
      gzip: variant(gzipSync(identity, { level: 9 }), '-gz'),
      identity: variant(identity, ''),
    },
  };
}

/** Sends the encoding the client accepts best, revalidated on every use and answered 304 while it is unchanged. */
export function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, body: PrecompressedBody): FastifyReply {
  const accepted = request.headers['accept-encoding'];
  const encoding: Encoding = (accepted && negotiate(accepted, ['br', 'gzip'] as const)) || 'identity';
  const { bytes, etag } = body.variants[encoding];
  // Beside what the body was chosen by already (the cohort cookie of a canary: site-plugin.ts).
  const vary = reply.getHeader('Vary');
  reply
    // Revalidated on every use; a page chosen for one visitor has said so already (site-plugin.ts).
    .header('Cache-Control', reply.getHeader('Cache-Control') ?? REVALIDATE)
    .header('ETag', etag)
    .header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
    .type(body.type);
  if (ifNoneMatchNames(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(bytes);
}
