import { hashKey, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { analytics, type Bus } from '@bottega/browser-contract';
import { mutationScopes, queryKeys } from '../../app/queryKeys';
import { toast } from '../../app/notify';
import { messages } from '../../messages/it';
import { addToCart } from '../cart/cart.api';
import type { Cart } from '../cart/cart.rules';
import { settleCart, settleWishlistCount } from '../cart/cartEvents';
import * as wishlistApi from './wishlist.api';
import {
  allItems,
  moveOutcome,
  moveToCartPlan,
  nextPageToken,
  quantityAction,
  toggleAction,
  type ProductVariant,
  type Wishlist,
  type WishlistEntry,
  type WishlistItem,
} from './wishlist.rules';

/** The wishlist's pages: the views read them, and the wishlist page's server render reads the first. */
export const pagesQuery = {
  queryKey: queryKeys.wishlistPages,
  queryFn: ({ pageParam }: { pageParam: string | undefined }) => wishlistApi.loadWishlistPage(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: nextPageToken,
};

/** A hearted configurable product's colours, sizes and variants, read once the shopper starts to choose them (`enabled`). */
export const productOptionsQuery = (uid: string) => queryOptions({ queryKey: queryKeys.productOptions(uid), queryFn: () => wishlistApi.loadProductOptions(uid) });

export function useProductOptions(uid: string, enabled: boolean) {
  return useQuery({ ...productOptionsQuery(uid), enabled });
}

/** The wishlist, 100 items a page (docs/product-rules.md §9), with the total count from the first page. */
export function useWishlist() {
  const query = useInfiniteQuery({ ...pagesQuery, refetchOnWindowFocus: 'always' });
  const pages = query.data?.pages ?? [];
  return { ...query, items: allItems(pages), count: pages[0]?.items_count ?? 0 };
}

/** The number of saved products, for the header and its server render: read without the items themselves. */
export const wishlistCountQuery = () => queryOptions({ queryKey: queryKeys.wishlistCount, queryFn: wishlistApi.loadWishlistCount });

export function useWishlistCount() {
  // Read again on mount, as the cart: a heart may have been pressed before this button's code arrived.
  return useQuery({ ...wishlistCountQuery(), refetchOnMount: 'always', refetchOnWindowFocus: 'always' });
}

/** Whether one product is in the wishlist: the hearts of one page share a single look-up. */
export const wishlistEntryQuery = (sku: string) => queryOptions({ queryKey: queryKeys.wishlistSku(sku), queryFn: () => wishlistApi.lookupSku(sku) });

export function useWishlistEntry(sku: string) {
  return useQuery(wishlistEntryQuery(sku));
}

/** The product's name for the removal message, read from the wishlist (product rule §8: the removal toast names the product). */
async function nameOf(queryClient: QueryClient, id: string): Promise<string | undefined> {
  const data = await queryClient.ensureInfiniteQueryData(pagesQuery).catch(() => undefined);
  return data && allItems(data.pages).find((item) => item.id === id)?.product.name;
}

/** After any wishlist change: the count everyone sees, then every view of the wishlist read again,
 * except one the change has just read from the server (`fresh`). */
function useSettle(bus: Bus) {
  const queryClient = useQueryClient();
  return (count: number, fresh?: QueryKey) => {
    settleWishlistCount(queryClient, bus, count);
    void queryClient.invalidateQueries({ queryKey: queryKeys.wishlist, predicate: (query) => !fresh || query.queryHash !== hashKey(fresh) });
  };
}

/** Saved, with the item's id not read yet (an empty id): a removal reads it first. */
const savedWithoutId = (sku: string): WishlistEntry => ({ sku, id: '', qty: 1 });

/** The heart: present → removed, otherwise added with quantity 1, shown at once and rolled back on failure. */
export function useToggleWishlist(bus: Bus, sku: string) {
  const queryClient = useQueryClient();
  const settle = useSettle(bus);
  const key = queryKeys.wishlistSku(sku);
  return useMutation({
    scope: mutationScopes.wishlist,
    mutationFn: async (entry: WishlistEntry | null) => {
      const action = toggleAction(sku, entry ?? undefined);
      if (action.kind === 'add') {
        const wishlist = await wishlistApi.addToWishlist(action.sku, action.quantity);
        // The new item's id, read the way every heart reads it, so that a second press right after
        // "Aggiunto" removes that item. The add has gone through whatever this read does: when it
        // fails, the heart stays saved and a removal reads the id then.
        const added = await wishlistApi.lookupSku(sku).catch(() => savedWithoutId(sku));
        return { action, count: wishlist.items_count, entry: added };
      }
      const id = action.id || (await wishlistApi.lookupSku(sku))?.id;
      // Removed meanwhile (in another tab): nothing left to remove, only the count to read again.
      if (!id) return { action, name: undefined, count: await wishlistApi.loadWishlistCount(), entry: null };
      const name = await nameOf(queryClient, id);
      return { action, name, count: (await wishlistApi.removeFromWishlist(id)).items_count, entry: null };
    },
    onMutate: async (entry) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<WishlistEntry | null>(key, entry ? null : savedWithoutId(sku));
      return { entry };
    },
    onSuccess: (result) => {
      queryClient.setQueryData<WishlistEntry | null>(key, result.entry);
      if (result.action.kind === 'add') toast(bus, 'success', messages.wishlist.added);
      else toast(bus, 'success', result.name ? messages.wishlist.removed(result.name) : messages.wishlist.removedGeneric);
      // An id still unknown is read again with the rest; otherwise this answer is the fresh one.
      settle(result.count, result.entry?.id === '' ? undefined : key);
    },
    onError: (error, _entry, context) => {
      queryClient.setQueryData(key, context?.entry ?? null);
      toast(bus, 'danger', error.message, messages.errors.title);
    },
  });
}

type Pages = InfiniteData<Wishlist, string | undefined>;

/** Quantity and removal of an item shown in the wishlist views. */
export function useWishlistItemActions(bus: Bus) {
  const queryClient = useQueryClient();
  const settle = useSettle(bus);

  const patchItems = async (change: (items: WishlistItem[]) => WishlistItem[]) => {
    await queryClient.cancelQueries({ queryKey: queryKeys.wishlistPages });
    const previous = queryClient.getQueryData<Pages>(queryKeys.wishlistPages);
    if (previous) {
      const pages = previous.pages.map((page) => {
        const items = change(page.items);
        return { ...page, items };
      });
      const removed = previous.pages.reduce((sum, page) => sum + page.items.length, 0) - pages.reduce((sum, page) => sum + page.items.length, 0);
      pages[0] = { ...pages[0]!, items_count: pages[0]!.items_count - removed };
      queryClient.setQueryData<Pages>(queryKeys.wishlistPages, { ...previous, pages });
    }
    return { previous };
  };
  const rollback = (error: Error, _variables: unknown, context: { previous: Pages | undefined } | undefined) => {
    if (context?.previous) queryClient.setQueryData(queryKeys.wishlistPages, context.previous);
    void queryClient.invalidateQueries({ queryKey: queryKeys.wishlist });
    toast(bus, 'danger', error.message, messages.errors.title);
  };

  const setQuantity = useMutation({
    scope: mutationScopes.wishlist,
    mutationFn: ({ item, quantity }: { item: WishlistItem; quantity: number }) => {
      const action = quantityAction(item.id, quantity);
      return action.kind === 'update' ? wishlistApi.updateWishlistQuantity(action.id, action.quantity) : wishlistApi.removeFromWishlist(action.id);
    },
    onMutate: ({ item, quantity }) =>
      patchItems((items) => (quantity > 0 ? items.map((each) => (each.id === item.id ? { ...each, qty: quantity } : each)) : items.filter((each) => each.id !== item.id))),
    onSuccess: (wishlist, { item, quantity }) => {
      if (quantity <= 0) toast(bus, 'success', messages.wishlist.removed(item.product.name));
      settle(wishlist.items_count);
    },
    onError: rollback,
  });

  const remove = useMutation({
    scope: mutationScopes.wishlist,
    mutationFn: (item: WishlistItem) => wishlistApi.removeFromWishlist(item.id),
    onMutate: (item) => patchItems((items) => items.filter((each) => each.id !== item.id)),
    onSuccess: (wishlist, item) => {
      toast(bus, 'success', messages.wishlist.removed(item.product.name));
      settle(wishlist.items_count);
    },
    onError: rollback,
  });

  /** Product rule §4: add to the cart; on a cart error show it and keep the item, otherwise remove it from
   * the wishlist. Nothing is shown as moved before the cart has accepted it. */
  const moveToCart = useMutation({
    scope: mutationScopes.wishlist,
    mutationFn: async ({ item, variant }: { item: WishlistItem; variant?: ProductVariant }) => {
      const plan = moveToCartPlan(item, variant);
      if (!plan.ok) return { kind: 'refused' as const, message: plan.message };
      const added = await addToCart(queryClient.getQueryData<Cart>(queryKeys.cart)?.id ?? null, [plan.line]);
      settleCart(queryClient, bus, added.cart);
      const outcome = moveOutcome(plan.line.sku, added.user_errors);
      if (outcome.kind === 'cart-error') return { kind: 'refused' as const, message: outcome.message };
      bus.publish(analytics('add_to_cart', { sku: plan.line.sku, quantity: plan.line.quantity }));
      return { kind: 'moved' as const, wishlist: await wishlistApi.removeFromWishlist(item.id) };
    },
    onSuccess: (result, { item }) => {
      if (result.kind === 'refused') {
        // Product rule §8: an add error is a danger notification with its text, and an info one titled 'An error occurred'.
        toast(bus, 'danger', result.message);
        toast(bus, 'info', result.message, messages.errors.title);
        return;
      }
      toast(bus, 'success', messages.addedToCart(item.product.name));
      settle(result.wishlist.items_count);
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
      toast(bus, 'danger', error.message, messages.errors.title);
    },
  });

  return { setQuantity, remove, moveToCart };
}
