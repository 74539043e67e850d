import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { HttpError } from '../httpError';
import { TtlCache } from '../cache';
import { garmentSvg, paymentsSvg, socialSvg, SOCIAL_NETWORKS, type View } from './svg';
import { jpegOf, PREVIEW_SIZE } from './raster';

const size = z.coerce.number().int().min(16).max(2000);
const query = z.object({ w: size.optional(), h: size.optional() });
const SKU_FILE = /^([A-Z0-9-]{1,80})\.svg$/;
const SKU_JPEG = /^([A-Z0-9-]{1,80})\.jpg$/;
/** Main product image size of docs/product-rules.md §9, used when the request names no size. */
const DEFAULT_SIZE = { width: 1080, height: 1340 };
const VIEWS: Record<string, View> = { back: 'back', detail: 'detail' };
const DRAWN_TTL_MS = 60 * 60 * 1000;
/** A preview picture's address never changes while its product lives: crawlers and chat apps may cache it a week. */
const PREVIEW_CACHE = 'public, max-age=604800';

const etagOf = (body: string | Buffer) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`;

function sendImage(request: FastifyRequest, reply: FastifyReply, body: string | Buffer, type: string, cacheControl: string) {
  const etag = etagOf(body);
  reply.header('cache-control', cacheControl).header('etag', etag).type(type);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.send(body);
}

const sendSvg = (request: FastifyRequest, reply: FastifyReply, svg: string) => sendImage(request, reply, svg, 'image/svg+xml; charset=utf-8', 'public, max-age=86400');

function sizeOf(request: FastifyRequest) {
  const parsed = query.safeParse(request.query);
  if (!parsed.success) throw new HttpError(400, 'Dimensioni dell’immagine non valide (w e h tra 16 e 2000).');
  return { width: parsed.data.w ?? DEFAULT_SIZE.width, height: parsed.data.h ?? DEFAULT_SIZE.height, requested: parsed.data };
}

/** Product images by sku (`/api/media/<sku>.svg`, `back/`, `detail/`, and `og/<sku>.jpg` for link previews), and the footer's payment and social images. */
export async function mediaRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  // A product's picture changes only with the catalog: a page of cards must not queue 40 queries.
  const drawn = new TtlCache<string>(5_000);

  // A preview is rendered once per product and hour: its promise is cached, so requests that come together share one render.
  const previews = new TtlCache<Promise<Buffer>>(200);

  /** The product (by its sku or a variant's) in one query: its kind, and the colour to paint with its label. */
  async function garment(sku: string) {
    const row = await deps.db
      .selectFrom('products as p')
      .leftJoin('product_variants as v', (join) => join.onRef('v.product_uid', '=', 'p.uid').on('v.sku', '=', sku))
      .leftJoin('attribute_options as o', (join) => join.on('o.attribute_code', '=', 'color').on('o.value_id', '=', sql<string>`coalesce(v.color, p.attributes -> 'color' ->> 0)`))
      .select(['p.kind', 'p.name', 'o.swatch', 'o.label as color_label'])
      .where((eb) => eb.or([eb('p.sku', '=', sku), eb('p.uid', '=', eb.selectFrom('product_variants').select('product_uid').where('sku', '=', sku))]))
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'Immagine non trovata.');
    return { kind: row.kind, color: row.swatch ?? '#8a8a8a', label: row.color_label ? `${row.name}, ${row.color_label.toLowerCase()}` : row.name };
  }

  async function product(request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply, view: View) {
    const match = SKU_FILE.exec(request.params.file);
    if (!match) throw new HttpError(404, 'Immagine non trovata.');
    const { width, height } = sizeOf(request);
    const key = `${view}:${match[1]}:${width}x${height}`;
    const cached = drawn.get(key);
    if (cached) return sendSvg(request, reply, cached);
    const svg = garmentSvg({ ...(await garment(match[1])), width, height, view });
    return sendSvg(request, reply, drawn.set(key, svg, DRAWN_TTL_MS));
  }

  /** `GET /api/media/og/<sku>.jpg`: the front drawing as a 1200×630 JPEG, for link previews. */
  async function preview(request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) {
    const match = SKU_JPEG.exec(request.params.file);
    if (!match) throw new HttpError(404, 'Immagine non trovata.');
    const sku = match[1];
    let jpeg = previews.get(sku);
    if (!jpeg) {
      jpeg = previews.set(
        sku,
        garment(sku).then((drawing) => jpegOf(garmentSvg({ ...drawing, ...PREVIEW_SIZE, view: 'front' }))),
        DRAWN_TTL_MS,
      );
      // An unknown sku or a failed render is not cached: the next request asks again.
      jpeg.catch(() => previews.delete(sku));
    }
    return sendImage(request, reply, await jpeg, 'image/jpeg', PREVIEW_CACHE);
  }

  app.get<{ Params: { file: string } }>('/api/media/:file', async (request, reply) => {
    if (request.params.file === 'payments.svg') {
      const { requested } = sizeOf(request);
      const width = requested.w ?? 300;
      return sendSvg(request, reply, paymentsSvg(width, requested.h ?? Math.round((width * 48) / 300)));
    }
    return product(request, reply, 'front');
  });

  app.get<{ Params: { view: string; file: string } }>('/api/media/:view/:file', async (request, reply) => {
    if (request.params.view === 'social') {
      const network = request.params.file.replace(/\.svg$/, '');
      if (!SOCIAL_NETWORKS.includes(network)) throw new HttpError(404, 'Immagine non trovata.');
      return sendSvg(request, reply, socialSvg(network, sizeOf(request).requested.w ?? 32));
    }
    if (request.params.view === 'og') return preview(request, reply);
    const view = Object.hasOwn(VIEWS, request.params.view) ? VIEWS[request.params.view] : undefined;
    if (!view) throw new HttpError(404, 'Immagine non trovata.');
    return product(request, reply, view);
  });
}
