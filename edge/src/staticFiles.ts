import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import send, { isUtf8MimeType, mime } from '@fastify/send';
import { cacheControlFor } from './cache';

/**
 * Static hosting for the edge and the local CDN: compressed on the fly, Cache-Control by name, conditional and
 * range requests, no dotfiles. @fastify/send, as @fastify/static's ESM-only dependency cannot load in jest on Node 20.
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
  /** Files (relative to `root`) never served as plain files, judged on the resolved file so no spelling of the URL gets around it. */
  refuse?: (file: string) => boolean;
}

/** The suffix of a file's copy compressed at build time (PrecompressPlugin, tooling/webpack.js). */
const BROTLI_COPY = '.br';
/** The files the build writes such a copy of; no other request looks for one on disk. */
const COMPRESSED_AT_BUILD = /\.(js|css)$/;

/** The Content-Type of a file, as `send` gives it: its compressed copy is of the same type. */
function contentTypeOf(file: string): string {
  const type = mime.getType(file) ?? 'application/octet-stream';
  return isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}

/** Whether an Accept-Encoding header takes brotli: named, and not refused with `q=0`. */
function acceptsBrotli(header: string | string[] | undefined): boolean {
  return String(header ?? '')
    .split(',')
    .some((part) => {
      const [coding, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
      const quality = params.find((param) => param.startsWith('q='));
      return coding === 'br' && (quality === undefined || Number(quality.slice(2)) > 0);
    });
}

/** Serves files under `root` for any GET/HEAD no route claims, with a build-time brotli copy when the browser takes it. */
export function registerStatic(app: FastifyInstance, { root, refuse }: StaticOptions): void {
  const sendFile = (request: FastifyRequest, urlPath: string) =>
    send(request.raw, urlPath, { root, index: false, dotfiles: 'ignore', cacheControl: false, etag: true, lastModified: true });

  app.get('/*', async (request, reply) => {
    const urlPath = request.url.split('?')[0];
    // Folders are never listed; a path ending in a slash may still be a page (the home page, `/`).
    if (urlPath.endsWith('/')) return reply.callNotFound();
    reply.header('vary', 'accept-encoding');
    const compressed = COMPRESSED_AT_BUILD.test(urlPath) && acceptsBrotli(request.headers['accept-encoding']) ? await sendFile(request, `${urlPath}${BROTLI_COPY}`) : null;
    const result = compressed?.type === 'file' ? compressed : await sendFile(request, urlPath);
    if (result.type === 'file') {
      const file = path.relative(root, result.metadata.path);
      const served = result === compressed ? file.slice(0, -BROTLI_COPY.length) : file;
      // A compressed copy is never a file of its own, under any spelling of its address.
      if ((result !== compressed && file.endsWith(BROTLI_COPY)) || refuse?.(served)) {
        result.stream.destroy();
        return reply.callNotFound();
      }
      reply.code(result.statusCode).headers(result.headers);
      reply.header('cache-control', cacheControlFor(served));
      if (result === compressed) reply.header('content-encoding', 'br').type(contentTypeOf(served));
      return reply.send(result.stream);
    }
    if (result.type === 'directory' || result.statusCode === 404) return reply.callNotFound();
    return reply
      .code(result.statusCode)
      .type('text/plain; charset=utf-8')
      .send(result.statusCode === 403 ? 'Accesso negato.' : 'Richiesta non valida.');
  });
}
