import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import send from '@fastify/send';
import { cacheControlFor } from './cache';

/**
 * Static hosting shared by the edge server and the local CDN: compressed on the fly (brotli at a
 * quality that costs a few milliseconds per response, gzip for older clients), Cache-Control
 * from the file name, conditional and range requests, dotfiles (a deploy still being written)
 * never served. Built on @fastify/send rather than @fastify/static, whose ESM-only dependency
 * (content-disposition 3) jest cannot load on Node 20.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Every write is flushed: a streamed page's head and layout reach the browser before its slowest slot.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 }, flush: zlib.BROTLI_OPERATION_FLUSH },
    zlibOptions: { level: 6, flush: zlib.Z_SYNC_FLUSH },
  });
}

export interface StaticOptions {
  root: string;
  /** Extra headers per file, after Cache-Control (CORS on the CDN). */
  headers?: (reply: FastifyReply, path: string) => void;
  /**
   * Files (relative to `root`) the host must not serve as plain files: they go to the not-found
   * handler. Judged on the file a request resolves to, so no spelling of its URL (`/%69ndex.html`,
   * `/./index.html`, `//index.html`) gets around it.
   */
  refuse?: (file: string) => boolean;
}

/** Serves files under `root` for any GET/HEAD no other route claims; anything else is "not found". */
export function registerStatic(app: FastifyInstance, { root, headers, refuse }: StaticOptions): void {
  app.get('/*', async (request, reply) => {
    const urlPath = request.url.split('?')[0];
    // Folders are never listed; a path ending in a slash may still be a page (the home page, `/`).
    if (urlPath.endsWith('/')) return reply.callNotFound();
    const result = await send(request.raw, urlPath, {
      root,
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
      etag: true,
      lastModified: true,
    });
    if (result.type === 'file' && refuse?.(path.relative(root, result.metadata.path))) {
      result.stream.destroy();
      return reply.callNotFound();
    }
    if (result.type === 'file') {
      reply.code(result.statusCode).headers(result.headers);
      reply.header('cache-control', cacheControlFor(result.metadata.path));
      headers?.(reply, result.metadata.path);
      return reply.send(result.stream);
    }
    if (result.type === 'directory' || result.statusCode === 404) return reply.callNotFound();
    return reply
      .code(result.statusCode)
      .type('text/plain; charset=utf-8')
      .send(result.statusCode === 403 ? 'Accesso negato.' : 'Richiesta non valida.');
  });
}
