import { sql, type RawBuilder } from 'kysely';
import type { ArgsOf, ResultOf } from '@bottega/api-contract';
import type { Db } from '../db';
import { deepFreeze } from '../cache';
import { ATTRIBUTE_LABELS, catalogCaches, catalogMeta, loadProducts, type CatalogProduct } from './catalog.product';

type SearchInput = ArgsOf<'commerce', 'products'>[0];
/** A search answer with the products as the catalog knows them (the shopper's part is added by the handler). */
type SearchResult = Omit<ResultOf<'commerce', 'products'>, 'items'> & { items: CatalogProduct[] };

export const DEFAULT_PAGE_SIZE = 10;
/** Longest part of a term that is searched: anything longer is cut, never an error. */
const MAX_TERM_LENGTH = 500;
const MAX_TOKENS = 8;

/** Lower-case words without accents, letters and digits only: safe to place in a tsquery. */
export function searchTokens(term: string): string[] {
  return term
    .slice(0, MAX_TERM_LENGTH)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((token) => token.length > 0)
    .slice(0, MAX_TOKENS)
    .map((token) => token.slice(0, 40));
}

/** `color::blu` or `blu` → `blu`. */
function optionId(value: string): string {
  const index = value.indexOf('::');
  return index === -1 ? value : value.slice(index + 2);
}

interface Plan {
  tokens: string[] | null;
  categories: string[];
  facets: Array<{ code: string; ids: string[] }>;
  priceFrom: number | null;
  priceTo: number | null;
  inStock: boolean;
  sort: NonNullable<SearchInput['sort']>;
  page: number;
  pageSize: number;
}

export function planSearch(input: SearchInput): Plan {
  const filters = input.filters ?? {};
  const categories = [...new Set([...(filters.cats_ids ?? []), ...(filters.category_uid?.in ?? [])])];
  const facets = Object.entries(filters.attributes ?? {})
    .map(([code, values]) => ({ code, ids: [...new Set((values ?? []).map(optionId))].sort() }))
    .filter((facet) => facet.ids.length > 0)
    .sort((a, b) => a.code.localeCompare(b.code));
  const term = input.term?.trim();
  return {
    tokens: term ? searchTokens(term) : null,
    categories: categories.sort(),
    facets,
    priceFrom: filters.price?.from !== undefined ? Math.round(filters.price.from * 100) : null,
    priceTo: filters.price?.to !== undefined ? Math.round(filters.price.to * 100) : null,
    inStock: filters.in_stock ?? false,
    sort: input.sort ?? 'default',
    page: input.page ?? 1,
    pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE,
  };
}

/**
 * Each word matches itself as a prefix (search as you type) or the closest catalog word by
 * trigram similarity (typos: "magione" → "maglione"); Italian stemming and unaccent apply to both.
 */
function tsQuery(tokens: string[]): RawBuilder<unknown> {
  return sql`(
    select to_tsquery('italian', string_agg(
      '(' || t.tok || ':*' || coalesce(' | ' || (
        select w.word from search_words w where w.word % t.tok order by similarity(w.word, t.tok) desc, w.word limit 1
      ), '') || ')', ' & ' order by t.ord))
    from unnest(${tokens}::text[]) with ordinality as t(tok, ord))`;
}

const ORDER: Record<Plan['sort'], RawBuilder<unknown>> = {
  default: sql`position asc, uid asc`,
  name_asc: sql`name asc, uid asc`,
  name_desc: sql`name desc, uid asc`,
  price_desc: sql`final_cents desc, uid asc`,
  price_asc: sql`final_cents asc, uid asc`,
  new_arrivals: sql`created_at desc, uid asc`,
};

interface SearchRow {
  total: number;
  uids: string[];
  facets: Array<[string, string, number]>;
}

/**
 * One statement answers the page of uids, the total and every facet count. Facets are
 * disjunctive: a facet's counts ignore its own selection (choosing "blu" still shows how many
 * are "rosso") and honour every other filter; the grouped query handles all facets at once.
 */
async function runSearch(db: Db, plan: Plan): Promise<SearchRow> {
  const where: RawBuilder<unknown>[] = [];
  if (plan.tokens) where.push(sql`p.search_vector @@ q.query`);
  if (plan.categories.length) where.push(sql`p.category_uids && ${plan.categories}::text[]`);
  if (plan.priceFrom !== null) where.push(sql`coalesce(p.special_price_cents, p.regular_price_cents) >= ${plan.priceFrom}`);
  if (plan.priceTo !== null) where.push(sql`coalesce(p.special_price_cents, p.regular_price_cents) <= ${plan.priceTo}`);
  // IN_STOCK as a product shows it (catalog.product.ts `toProduct`): a configurable product by any variant left.
  if (plan.inStock)
    where.push(sql`case p.type
      when 'VirtualProduct' then true
      when 'ConfigurableProduct' then exists (select 1 from product_variants v where v.product_uid = p.uid and v.stock_qty > 0)
      else p.stock_qty > 0 end`);
  const flags = plan.facets.map((facet, index) => ({
    code: facet.code,
    column: sql.raw(`f${index}`),
    test: sql`(p.attributes -> ${facet.code}) ?| ${facet.ids}::text[]`,
  }));
  const flagColumns = flags.map((flag) => sql`, ${flag.test} as ${flag.column}`);
  const allFlags = flags.length
    ? sql.join(
        flags.map((flag) => sql`b.${flag.column}`),
        sql` and `,
      )
    : sql`true`;
  const allButOwn = flags.length
    ? sql.join(
        flags.map((flag) => sql`(split_part(f.value, '::', 1) = ${flag.code} or b.${flag.column})`),
        sql` and `,
      )
    : sql`true`;
  const from = plan.tokens ? sql`products p, (select ${tsQuery(plan.tokens)} as query) q` : sql`products p`;
  const rank = plan.tokens ? sql`ts_rank(p.search_vector, q.query)` : sql`0::real`;
  const order = plan.tokens && plan.sort === 'default' ? sql`rank desc, position asc, uid asc` : ORDER[plan.sort];
  const offset = (plan.page - 1) * plan.pageSize;

  const result = await sql<SearchRow>`
    with base as (
      select p.uid, p.name, p.position, p.created_at, p.facet_values, p.category_uids,
             coalesce(p.special_price_cents, p.regular_price_cents) as final_cents,
             ${rank} as rank ${sql.join(flagColumns, sql``)}
      from ${from}
      where ${where.length ? sql.join(where, sql` and `) : sql`true`}
    ),
    matched as (select b.* from base b where ${allFlags}),
    page as (select uid, row_number() over (order by ${order}) as ord from matched order by ${order} limit ${plan.pageSize} offset ${offset}),
    facets as (
      select split_part(f.value, '::', 1) as code, substr(f.value, strpos(f.value, '::') + 2) as id, count(*)::int as n
      from base b cross join lateral unnest(b.facet_values) f(value)
      where ${allButOwn}
      group by f.value
      union all
      select 'category_uid', c.id, count(*)::int
      from matched b cross join lateral unnest(b.category_uids) c(id)
      group by c.id
    )
    select
      (select count(*)::int from matched) as total,
      coalesce((select json_agg(uid order by ord) from page), '[]'::json) as uids,
      coalesce((select json_agg(json_build_array(code, id, n)) from facets), '[]'::json) as facets`.execute(db);
  return result.rows[0];
}

/** Search pages and facet counts depend on prices, names and categories only: a change to one forgets them (catalog.product.ts). */
const SEARCH_SKELETON_TTL_MS = 10 * 60 * 1000;

/**
 * Products for a term, filters, sort and page. With `cacheSeconds` > 0 a repeated question is
 * answered from memory until a change it shows commits, `cacheSeconds` at most (catalog.product.ts),
 * and shoppers asking the same question at once share one database search.
 */
export async function searchProducts(db: Db, input: SearchInput, { cacheSeconds = 0 } = {}): Promise<SearchResult> {
  const plan = planSearch(input);
  const key = JSON.stringify(plan);
  const caches = catalogCaches(db);
  if (cacheSeconds > 0) {
    await caches.sync();
    const cached = caches.results.get(key) as SearchResult | undefined;
    caches.countServed('catalog:search', cached !== undefined);
    if (cached) return cached;
  }
  // Questions asked together share one search, but never one begun before a change this one must see.
  const since = caches.generation;
  const shared = `${since}:${key}`;
  const pending = cacheSeconds > 0 ? (caches.pending.get(shared) as Promise<SearchResult> | undefined) : undefined;
  if (pending) return pending;
  const answer = answerSearch(db, plan, key, cacheSeconds, since).then((result) => caches.keepResult(key, deepFreeze(result), cacheSeconds * 1000, since));
  if (cacheSeconds > 0) {
    caches.pending.set(shared, answer);
    answer.then(
      () => caches.pending.delete(shared),
      () => caches.pending.delete(shared),
    );
  }
  return answer;
}

async function answerSearch(db: Db, plan: Plan, key: string, cacheSeconds: number, since: number): Promise<SearchResult> {
  const emptyPage = { current_page: plan.page, page_size: plan.pageSize, total_pages: 0 };
  // A term with no letters or digits ("!!!", "   ") can match nothing.
  if (plan.tokens && plan.tokens.length === 0) return { items: [], availableFilters: [], page_info: emptyPage, total_count: 0 };

  const caches = catalogCaches(db);
  const meta = await catalogMeta(db);
  let row = cacheSeconds > 0 ? (caches.searches.get(key) as SearchRow | undefined) : undefined;
  if (!row) {
    row = deepFreeze(await runSearch(db, plan));
    // A stock change forgets only the answers showing the product, not skeletons: one filtered by stock is not kept.
    if (cacheSeconds > 0 && !plan.inStock && caches.keepable(since, [], true)) caches.searches.set(key, row, SEARCH_SKELETON_TTL_MS);
  }
  const items = await loadProducts(db, row.uids, { cards: true, cacheSeconds });
  const grouped = new Map<string, Array<{ id: string; count: number }>>();
  for (const [code, id, count] of row.facets) {
    if (code === 'category_uid') {
      const category = meta.categories.get(id);
      // docs/product-rules.md §9: one category id is never offered among search categories.
      if (!category || category.excluded_from_search) continue;
    }
    if (!grouped.has(code)) grouped.set(code, []);
    grouped.get(code)!.push({ id, count });
  }
  const attributeOrder = ['category_uid', 'brand', 'color', 'dimensione', 'materiale'];
  const availableFilters = [...grouped.entries()]
    .sort(([a], [b]) => attributeOrder.indexOf(a) - attributeOrder.indexOf(b))
    .map(([code, options]) => {
      const position = (id: string) => (code === 'category_uid' ? (meta.categories.get(id)?.position ?? 0) : (meta.options.get(code)?.get(id)?.position ?? 0));
      const label = (id: string) => (code === 'category_uid' ? meta.categories.get(id)!.name : (meta.options.get(code)?.get(id)?.label ?? id));
      return {
        attribute_code: code,
        label: ATTRIBUTE_LABELS[code] ?? code,
        count: options.length,
        options: options.sort((a, b) => position(a.id) - position(b.id)).map((option) => ({ label: label(option.id), value: `${code}::${option.id}`, count: option.count })),
      };
    });

  return {
    items,
    availableFilters,
    page_info: { current_page: plan.page, page_size: plan.pageSize, total_pages: Math.ceil(row.total / plan.pageSize) },
    total_count: row.total,
  };
}
