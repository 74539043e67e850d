import { WISHLIST_COOKIE } from '@bottega/api-contract';
import { api, isLoggedIn, perRequest, readCookie } from '@bottega/fragment-kit';
import { WISHLIST_PAGE_SIZE, nextPageToken, type ProductOptions, type WishlistEntry, type WishlistItem } from './wishlist.rules';

/** A shopper with neither a session nor a guest wishlist has saved nothing: there is nothing to ask. */
const mayHaveWishlist = () => isLoggedIn() || readCookie(WISHLIST_COOKIE) !== undefined;

/** Every wishlist call of the remote. */
export const loadWishlistPage = (nextPageToken?: string) =>
  api.call('commerce', 'wishlist', nextPageToken ? { pageSize: WISHLIST_PAGE_SIZE, nextPageToken } : { pageSize: WISHLIST_PAGE_SIZE });
/** One saved item as the wishlist shows it now, read page by page, or null once it is gone. */
export async function findWishlistItem(id: string): Promise<WishlistItem | null> {
  if (!mayHaveWishlist()) return null;
  let token: string | undefined;
  do {
    const page = await loadWishlistPage(token);
    const found = page.items.find((item) => item.id === id);
    if (found) return found;
    token = nextPageToken(page);
  } while (token);
  return null;
}
/** The colours, sizes and variants of a hearted configurable product, for choosing them in the wishlist. */
export const loadProductOptions = async (uid: string): Promise<ProductOptions> => {
  const { configurable_options, variants } = await api.call('commerce', 'productDetail', uid);
  return { configurable_options, variants };
};
/** The header only needs the number: one item's page carries items_count. */
export const loadWishlistCount = async () => (mayHaveWishlist() ? (await api.call('commerce', 'wishlist', { pageSize: 1 })).items_count : 0);
export const addToWishlist = (sku: string, quantity: number) => api.call('commerce', 'addProductToWishlist', { sku, quantity });
export const removeFromWishlist = (id: string) => api.call('commerce', 'removeProductFromWishlist', id);
export const updateWishlistQuantity = (id: string, quantity: number) => api.call('commerce', 'updateWishlistItem', id, quantity);

/** The contract's limit for one wishlistItemsBySku call. */
const MAX_SKUS_PER_LOOKUP = 200;

/** A category page has one heart per card: look-ups in the same tick go out as one wishlistItemsBySku call, in the
 * browser and in a server render (one batch per shopper's request there). */
export function createSkuLookup(fetchEntries = (skus: string[]) => api.call('commerce', 'wishlistItemsBySku', skus)) {
  const pending = perRequest(() => ({ batch: undefined as { skus: Set<string>; result: Promise<WishlistEntry[]> } | undefined }));
  return function lookup(sku: string): Promise<WishlistEntry | null> {
    const scope = pending();
    if (!scope.batch || scope.batch.skus.size >= MAX_SKUS_PER_LOOKUP) {
      const current = { skus: new Set<string>(), result: Promise.resolve<WishlistEntry[]>([]) };
      current.result = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
        if (scope.batch === current) scope.batch = undefined;
        return fetchEntries([...current.skus]);
      });
      scope.batch = current;
    }
    scope.batch.skus.add(sku);
    return scope.batch.result.then((entries) => entries.find((entry) => entry.sku === sku) ?? null);
  };
}

const lookupInBatches = createSkuLookup();
export const lookupSku = async (sku: string) => (mayHaveWishlist() ? lookupInBatches(sku) : null);
