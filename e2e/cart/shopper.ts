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

export const miniCart = (page: Page) => page.locator('[data-slot="mf_cart/MiniCartButton"]').getByRole('button');
export const wishlistButton = (page: Page) => page.locator('[data-slot="mf_cart/WishlistButton"]').getByRole('button');
export const cartDrawer = (page: Page) => page.getByRole('dialog', { name: /Il tuo carrello/ });
export const wishlistDrawer = (page: Page) => page.getByRole('dialog', { name: /Lista dei desideri/ });
