import { sql } from 'kysely';
import type { catalogMethods } from '@bottega/api-contract';
import type { Handlers } from './handler';
import { HttpError } from '../httpError';
import { catalogMeta, loadProducts, plainUid, type CatalogMeta } from './catalog.product';
import { searchProducts } from './catalog.search';
import { answerForNobody, forShopper, isNobody, seenByNobody, withSelection } from './catalog.shopper';
import { readCatalogVersion } from './catalog.changes';

const LOCALE_PREFIX = '/it';

/** `/it/uomo/maglioni.html?x=1` → `uomo/maglioni`: the part of a storefront path that names a thing. */
export function normalizePath(url: string): string {
  let path = url.split(/[?#]/)[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    // A broken %-sequence is looked up as written.
  }
  return path
    .replace(/^\/+/, '')
    .replace(/^it(\/|$)/, '')
    .replace(/\/+$/, '')
    .replace(/\.html$/, '')
    .toLowerCase();
}

function menuTree(meta: CatalogMeta, parent: string | null): Array<{ uid: string; label: string; link: string; children: ReturnType<typeof menuTree> }> {
  return [...meta.categories.values()]
    .filter((category) => category.parent_uid === parent && category.include_in_menu)
    .sort((a, b) => a.position - b.position)
    .map((category) => ({
      uid: category.uid,
      label: category.name,
      link: `${LOCALE_PREFIX}/c/${category.uid}`,
      children: menuTree(meta, category.uid),
    }));
}

function breadcrumbs(meta: CatalogMeta, uid: string) {
  const trail: Array<{ uid: string; name: string; url_path: string }> = [];
  for (let current = meta.categories.get(uid)?.parent_uid; current; current = meta.categories.get(current)?.parent_uid) {
    const category = meta.categories.get(current)!;
    trail.unshift({ uid: category.uid, name: category.name, url_path: category.url_path });
  }
  return trail;
}

export const catalogHandlers: Handlers<typeof catalogMethods> = {
  async products(ctx, input) {
    const result = await searchProducts(ctx.db, input, { cacheSeconds: ctx.config.catalogCacheSeconds });
    if (isNobody(ctx)) return answerForNobody(result, (found) => ({ ...found, items: seenByNobody(found.items) }));
    return { ...result, items: await forShopper(ctx, result.items) };
  },

  catalogVersion: (ctx) => readCatalogVersion(ctx.db),

  async sitemap(ctx) {
    // A category page lists its products: it changes with them as well as with itself.
    const [categories, products, pages] = await Promise.all([
      ctx.db
        .selectFrom('categories as c')
        .leftJoin('products as p', (join) => join.on(sql<boolean>`p.category_uids @> array[c.uid]`))
        .select(['c.uid', sql<Date>`greatest(c.updated_at, max(p.updated_at))`.as('updated_at')])
        .where('c.excluded_from_search', '=', false)
        .groupBy('c.uid')
        .orderBy('c.uid')
        .execute(),
      ctx.db.selectFrom('products').select(['uid', 'updated_at']).orderBy('uid').execute(),
      ctx.db.selectFrom('cms_pages').select(['url_key', 'updated_at']).orderBy('url_key').execute(),
    ]);
    const lastmod = (at: Date | string) => new Date(at).toISOString();
    return {
      categories: categories.map((row) => ({ uid: row.uid, lastmod: lastmod(row.updated_at) })),
      products: products.map((row) => ({ uid: row.uid, lastmod: lastmod(row.updated_at) })),
      pages: pages.map((row) => ({ url_key: row.url_key, lastmod: lastmod(row.updated_at) })),
    };
  },

  async productDetail(ctx, uid, selection) {
    const [product] = await loadProducts(ctx.db, [plainUid(uid)], { cacheSeconds: ctx.config.catalogCacheSeconds });
    if (!product) throw new HttpError(404, 'Il prodotto richiesto non esiste o non è più disponibile.');
    const chosen = withSelection(product, selection?.configurableOptionValueUids);
    // A selection makes an answer of its own each time: only the plain product page is prepared once.
    if (isNobody(ctx) && chosen === product) return answerForNobody(product, (found) => seenByNobody([found])[0]);
    const [seen] = await forShopper(ctx, [chosen]);
    return seen;
  },

  async categorySearch(ctx, { category_uid }) {
    const meta = await catalogMeta(ctx.db);
    const uids = [...new Set(category_uid.in)].filter((uid) => meta.categories.has(uid));
    if (uids.length === 0) return { items: [] };
    const counts = await sql<{ uid: string; n: number }>`
      select c.uid, count(*)::int as n
      from products p cross join lateral unnest(p.category_uids) c(uid)
      where p.category_uids && ${uids}::text[] and c.uid = any(${uids}::text[])
      group by c.uid`.execute(ctx.db);
    const countOf = new Map(counts.rows.map((row) => [row.uid, row.n]));
    return {
      items: uids.map((uid) => {
        const category = meta.categories.get(uid)!;
        return {
          uid,
          name: category.name,
          url_key: category.url_path.split('/').pop()!,
          url_path: category.url_path,
          parent_uid: category.parent_uid,
          product_count: countOf.get(uid) ?? 0,
          breadcrumbs: breadcrumbs(meta, uid),
          children: [...meta.categories.values()]
            .filter((child) => child.parent_uid === uid && child.include_in_menu)
            .map((child) => ({ uid: child.uid, name: child.name, url_path: child.url_path })),
        };
      }),
    };
  },

  async menu(ctx) {
    return { uid: 'mainmenu', items: menuTree(await catalogMeta(ctx.db), null) };
  },

  async route(ctx, { url }) {
    const path = normalizePath(url);
    if (!path) return null;
    // The storefront's own shapes first: p/<uid> and c/<uid>.
    const own = /^(p|c)\/([^/]+)$/.exec(path);
    const found = await sql<{ type: string; uid: string; target: string; status: number | null }>`
      select * from (
        select 1 as rank, 'REDIRECT' as type, '' as uid, to_path as target, status from url_redirects where from_path = ${path}
        union all
        select 2, 'PRODUCT', uid, url_key, null from products where url_key = ${path} or (${own?.[1] ?? ''} = 'p' and uid = ${own?.[2] ?? ''})
        union all
        select 3, 'CATEGORY', uid, url_path, null from categories where url_path = ${path} or (${own?.[1] ?? ''} = 'c' and uid = ${own?.[2] ?? ''})
        union all
        select 4, 'CMS_PAGE', identifier, url_key, null from cms_pages where url_key = ${path}
      ) r order by rank limit 1`.execute(ctx.db);
    const row = found.rows[0];
    if (!row) return null;
    switch (row.type) {
      case 'REDIRECT':
        return { type: 'REDIRECT', redirect_code: row.status === 302 ? 302 : 301, relative_url: row.target };
      case 'PRODUCT':
        return { type: 'PRODUCT', uid: row.uid, url_key: row.target, relative_url: `${LOCALE_PREFIX}/p/${row.uid}` };
      case 'CATEGORY':
        return { type: 'CATEGORY', uid: row.uid, url_key: row.target.split('/').pop()!, relative_url: `${LOCALE_PREFIX}/c/${row.uid}` };
      default:
        return { type: 'CMS_PAGE', identifier: row.uid, url_key: row.target, relative_url: `${LOCALE_PREFIX}/${row.target}` };
    }
  },
};
