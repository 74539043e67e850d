import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Registry } from './registry';
import { createApp } from './app';
import { registerCompression, registerStatic } from './staticFiles';

/**
 * The local CDN: one static host per remote, each on its own origin (port), like independent
 * teams publishing to their own buckets. It serves `.cdn/<remote-folder>/<version>/…` as
 * `http://localhost:<port>/<version>/…`.
 */

export interface CdnSite {
  /** Module Federation name, e.g. mf_cart. */
  name: string;
  /** Folder under .cdn and in the repository, e.g. mf-cart. */
  folder: string;
  port: number;
}

export const folderOf = (remoteName: string) => remoteName.replace(/_/g, '-');

/**
 * The sites come from the local registry itself (shell/registry/local.json): each remote's entry
 * names the port it is published on, so there is one place that says where a remote lives.
 */
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

export async function buildCdnServer(cdnRoot: string, site: CdnSite, logger?: FastifyBaseLogger): Promise<FastifyInstance> {
  const root = path.join(cdnRoot, site.folder);
  // The folder appears with the first deploy; the site answers 404 until then.
  await fs.mkdir(root, { recursive: true });
  const app = createApp(logger);
  app.addHook('onRequest', async (_request, reply) => {
    // On every answer, 404s included: without it a missing manifest looks like a CORS failure.
    reply.headers(CORS_HEADERS);
  });
  await registerCompression(app);
  registerStatic(app, { root });
  return app;
}
