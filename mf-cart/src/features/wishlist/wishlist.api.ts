import { WISHLIST_COOKIE } from '@bottega/api-contract';
import { api, isLoggedIn, readCookie } from '@bottega/fragment-kit';
import { WISHLIST_PAGE_SIZE, type WishlistEntry } from './wishlist.rules';

/** A shopper with neither a session nor a guest wishlist has saved nothing: there is nothing to ask. */
const mayHaveWishlist = () => isLoggedIn() || readCookie(WISHLIST_COOKIE) !== undefined;

/** Every wishlist call of the remote. */
export const loadWishlistPage = (nextPageToken?: string) =>
  api.call('commerce', 'wishlist', nextPageToken ? { pageSize: WISHLIST_PAGE_SIZE, nextPageToken } : { pageSize: WISHLIST_PAGE_SIZE });
/** The header only needs the number: one item's page carries items_count. */
export const loadWishlistCount = async () => (mayHaveWishlist() ? (await api.call('commerce', 'wishlist', { pageSize: 1 })).items_count : 0);
export const addToWishlist = (sku: string, quantity: number) => api.call('commerce', 'addProductToWishlist', { sku, quantity });
export const removeFromWishlist = (id: string) => api.call('commerce', 'removeProductFromWishlist', id);
export const updateWishlistQuantity = (id: string, quantity: number) => api.call('commerce', 'updateWishlistItem', id, quantity);

/** The contract's limit for one wishlistItemsBySku call. */
const MAX_SKUS_PER_LOOKUP = 200;

/**
 * A category page mounts one heart per card: their look-ups made in the same tick go out as one
 * wishlistItemsBySku call instead of one call per heart.
 */
export function createSkuLookup(fetchEntries = (skus: string[]) => api.call('commerce', 'wishlistItemsBySku', skus)) {
  let batch: { skus: Set<string>; result: Promise<WishlistEntry[]> } | undefined;
  return function lookup(sku: string): Promise<WishlistEntry | null> {
    if (!batch || batch.skus.size >= MAX_SKUS_PER_LOOKUP) {
      const current = { skus: new Set<string>(), result: Promise.resolve<WishlistEntry[]>([]) };
      current.result = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
        if (batch === current) batch = undefined;
        return fetchEntries([...current.skus]);
      });
      batch = current;
    }
    batch.skus.add(sku);
    return batch.result.then((entries) => entries.find((entry) => entry.sku === sku) ?? null);
  };
}

const lookupInBatches = createSkuLookup();
export const lookupSku = async (sku: string) => (mayHaveWishlist() ? lookupInBatches(sku) : null);

/**
 * One product's entry in a call of its own: what a server render asks. A renderer draws for many
 * shoppers at once, and a batch of one tick would mix their products under one shopper's cookies.
 */
export const lookupSkuAlone = async (sku: string) =>
  mayHaveWishlist() ? ((await api.call('commerce', 'wishlistItemsBySku', [sku])).find((entry) => entry.sku === sku) ?? null) : null;
