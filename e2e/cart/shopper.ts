import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { api } from '../support/shop';

/** A shopper who already answered the cookie banner: these journeys are about the cart, not consent. */
export async function consentGiven(context: BrowserContext, shop: string) {
  await context.addCookies([{ name: 'consent', value: encodeURIComponent(JSON.stringify({ statistics: false, date: new Date().toISOString() })), url: shop }]);
}

interface ListedProduct {
  __typename: string;
  uid: string;
  sku: string;
  name: string;
  stock_status: string;
  only_x_left_in_stock: number | null;
}

/**
 * A simple product with plenty of stock from a category listing, read from the API so the journey
 * does not depend on which products the seed happened to generate.
 */
export async function simpleProductIn(request: APIRequestContext, categoryUid = 'donna-accessori'): Promise<ListedProduct> {
  const { items } = await api<{ items: ListedProduct[] }>(request, 'commerce', 'products', [{ filters: { category_uid: { in: [categoryUid] } }, pageSize: 14 }]);
  const found = items.find((item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK' && item.only_x_left_in_stock === null);
  if (!found) throw new Error(`no simple product in stock on the first page of ${categoryUid}`);
  return found;
}

/** Puts a product in this browser's cart through the API (the page's request shares its cookies). */
export async function cartWith(page: Page, sku: string, quantity = 1) {
  await api(page.request, 'commerce', 'addProductsToCart', [null, [{ sku, quantity }]]);
}

/** The header's bag and heart: links to the cart and wishlist pages that open the drawers once their code has come. */
export const miniCart = (page: Page) => page.locator('[data-slot="mf_cart/MiniCartButton"]').getByRole('link');
export const wishlistButton = (page: Page) => page.locator('[data-slot="mf_cart/WishlistButton"]').getByRole('link');
export const cartDrawer = (page: Page) => page.getByRole('dialog', { name: /Il tuo carrello/ });
export const wishlistDrawer = (page: Page) => page.getByRole('dialog', { name: /Lista dei desideri/ });

interface JumperDetail {
  uid: string;
  sku: string;
  name: string;
  __typename: string;
  stock_status: string;
  variants: { attributes: { code: string; uid: string }[]; product: { sku: string; stock_status: string; only_x_left_in_stock: number | null } }[];
}

/**
 * A jumper with a colour and size in plenty, and that variant, read from the catalog so the journey
 * does not depend on the seed's choices; `valueOf` gives the variant's value of an option.
 */
export async function jumperInPlenty(request: APIRequestContext) {
  const { items } = await api<{ items: JumperDetail[] }>(request, 'commerce', 'products', [{ term: 'maglione', pageSize: 10 }]);
  for (const listed of items.filter((item) => item.__typename === 'ConfigurableProduct' && item.stock_status === 'IN_STOCK')) {
    const jumper = await api<JumperDetail>(request, 'commerce', 'productDetail', [listed.uid]);
    const variant = jumper.variants.find((each) => each.product.stock_status === 'IN_STOCK' && each.product.only_x_left_in_stock === null);
    if (variant) return { jumper, variant, valueOf: (code: string) => variant.attributes.find((attribute) => attribute.code === code)!.uid };
  }
  throw new Error('no jumper with a colour and size in plenty on the first page of the search');
}

/** Saves a product in this browser's wishlist through the API (a guest's first save sets the wishlist cookie). */
export async function wishlistWith(page: Page, sku: string) {
  await api(page.request, 'commerce', 'addProductToWishlist', [{ sku, quantity: 1 }]);
}
