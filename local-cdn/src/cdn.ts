import { promises as fs } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { deadline } from '@bottega/server-kit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Registry } from '@bottega/edge/registry';
import { createApp } from '@bottega/edge/app';
import { registerCompression, registerStatic } from '@bottega/edge/static-files';
import type { RendererPool } from './renderers';

/** The local CDN: one static host per remote on its own port, like teams publishing to their own buckets; `.cdn/<folder>/<version>/…` is served as `/<version>/…`. */

export interface CdnSite {
  /** Module Federation name, e.g. mf_cart. */
  name: string;
  /** Folder under .cdn and in the repository, e.g. mf-cart. */
  folder: string;
  port: number;
}

export const folderOf = (remoteName: string) => remoteName.replace(/_/g, '-');

/** The sites come from the local registry (shell/registry/local.json), the one place that names the port a remote lives on. */
export function cdnSites(localRegistry: Registry): CdnSite[] {
  return Object.entries(localRegistry.remotes).map(([name, { entry }]) => {
    const url = new URL(entry);
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    return { name, folder: folderOf(name), port };
  });
}

/** Manifests and chunks are fetched cross-origin by the shell's page. */
export const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  // Lets Resource Timing (Lighthouse, the bundle benchmark) see sizes of cross-origin files.
  'timing-allow-origin': '*',
  'x-content-type-options': 'nosniff',
};

/** `POST /<version>/render`, `/render-many`, `/page` and `/form` reach that version's renderer, which lives beside its manifest (docs/adr/0011). */
function registerRenderRoute(app: FastifyInstance, site: CdnSite, renderers: RendererPool) {
  for (const call of ['render', 'render-many', 'page', 'form'])
    app.post<{ Params: { version: string } }>(`/:version/${call}`, { bodyLimit: 256 * 1024 }, async (request, reply) => {
      const address = await renderers.address(site.folder, request.params.version).catch((error: Error) => {
        request.log.error({ err: error.message }, 'renderer unavailable');
        return null;
      });
      if (!address) return reply.code(404).type('application/json').send({ message: 'Nessun renderer per questa versione.', statusCode: 404 });
      const forwarded: Record<string, string> = { 'content-type': 'application/json' };
      // The page's trace context passes as a platform's router would pass it: the renderer's spans join the edge's trace.
      for (const name of ['cookie', 'accept-language', 'authorization', 'traceparent', 'tracestate'] as const) {
        const value = request.headers[name];
        if (typeof value === 'string') forwarded[name] = value;
      }
      try {
        const limit = deadline(10_000);
        const answer = await limit.within(fetch(`${address}/${call}`, { method: 'POST', headers: forwarded, body: JSON.stringify(request.body), signal: limit.signal }));
        // Passed on as it comes: the edge reads at most what a fragment can be, and stops there.
        return reply
          .code(answer.status)
          .type('application/json')
          .send(answer.body ? Readable.fromWeb(answer.body as WebReadableStream) : '');
      } catch (error) {
        request.log.error({ err: (error as Error).message }, 'renderer did not answer');
        return reply.code(502).type('application/json').send({ message: 'Il renderer non ha risposto.', statusCode: 502 });
      }
    });
}

export async function buildCdnServer(cdnRoot: string, site: CdnSite, logger?: FastifyBaseLogger, renderers?: RendererPool): Promise<FastifyInstance> {
  const root = path.join(cdnRoot, site.folder);
  // The folder appears with the first deploy; the site answers 404 until then.
  await fs.mkdir(root, { recursive: true });
  const app = createApp(logger);
  app.addHook('onRequest', async (_request, reply) => {
    // On every answer, 404s included: without it a missing manifest looks like a CORS failure.
    reply.headers(CORS_HEADERS);
  });
  await registerCompression(app);
  // What `npm start` waits for before it starts the edge, and what a load balancer would ask.
  app.get('/health', async () => ({ status: 'ok' }));
  if (renderers) registerRenderRoute(app, site, renderers);
  // A version's server/ holds its renderer, which the platform runs and no browser reads (the static origin never has it).
  registerStatic(app, { root, refuse: (file) => file.split(path.sep).includes('server') });
  return app;
}
