// Wishlist data shaped like the API's answers; carts come from @bottega/test-kit/fixtures.
import { WISHLIST_COOKIE } from '@bottega/api-contract';
import { configurableOptions } from '@bottega/test-kit/fixtures';
import type { ProductOptions, Wishlist, WishlistItem } from '../features/wishlist/wishlist.rules';

const eur = (value: number) => ({ value, currency: 'EUR' as const });

/** A saved product as the API returns it; every test states only what matters to it. */
export function wishlistItem(overrides: Omit<Partial<WishlistItem>, 'product'> & { product?: Partial<WishlistItem['product']> } = {}): WishlistItem {
  const { product, ...rest } = overrides;
  return {
    id: '11',
    qty: 1,
    added_at: '2026-11-20T10:00:00.000Z',
    product: {
      __typename: 'SimpleProduct',
      uid: 'p2',
      sku: 'SCIARPA-02',
      parent_sku: null,
      name: 'Sciarpa in cashmere',
      url_key: 'sciarpa-cashmere',
      stock_status: 'IN_STOCK',
      only_x_left_in_stock: null,
      thumbnail: { url: '/media/sciarpa.svg', label: 'Sciarpa in cashmere' },
      configurable_options: [],
      ...product,
    },
    regular_price: eur(89),
    special_price: null,
    image: { url: '/media/sciarpa.svg', label: 'Sciarpa in cashmere' },
    ...rest,
  };
}

export function wishlistOf(items: WishlistItem[], nextPageToken: string | null = null): Wishlist {
  return { id: 'w-1', items_count: items.length, items, nextPageToken };
}

/** The cookie the API sets with a guest's first saved product: a shopper who has a wishlist to ask about. */
export const GUEST_WISHLIST = { [WISHLIST_COOKIE]: 'guest-wishlist-1' };

/** Each test of the block runs for a guest who has a wishlist (GUEST_WISHLIST in the page's cookies). */
export function asGuestWithWishlist() {
  beforeEach(() => {
    document.cookie = `${WISHLIST_COOKIE}=${GUEST_WISHLIST[WISHLIST_COOKIE]}; path=/`;
  });
  afterEach(forgetGuestWishlist);
}

/** The page as a guest's who never saved anything: no wishlist cookie. */
export function forgetGuestWishlist() {
  document.cookie = `${WISHLIST_COOKIE}=; path=/; max-age=0`;
}

/** A jumper's colours, sizes and variants as the catalog answers them: grey in S and M, blue in M; blue in S is sold out. */
export const jumperOptions = (): ProductOptions =>
  configurableOptions(
    'CAPPOTTO-03',
    [
      { key: 'grigio', label: 'Grigio', swatch: '#888' },
      { key: 'blu', label: 'Blu', swatch: '#234' },
    ],
    ['s', 'm'],
    ['blu/s'],
  );
