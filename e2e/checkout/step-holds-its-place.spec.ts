import { test, expect } from '../support/shop';
import { holdRequests, placeOf } from '../support/browser';
import { consentGiven, sweaterInCart } from './checkout';

/** Where a box starts and how wide it is: a column's height follows what it holds. */
const across = ({ x, y, width }: { x: number; y: number; width: number }) => ({ x, y, width });

test.describe('a checkout step holds its place while the cart loads', () => {
  test.beforeEach(async ({ context, baseURL }) => consentGiven(context, baseURL!));

  test('on a wide screen the form and the summary arrive in the columns already drawn', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await sweaterInCart(page);
    const releaseCart = await holdRequests(page, '**/api/commerce/cart');
    await page.goto('/it/checkout/user-account');
    const checkout = page.locator('[data-slot="mf_checkout/CheckoutPage"]');
    const spinner = checkout.getByRole('status').filter({ hasText: 'Stiamo preparando il tuo ordine…' });
    await expect(spinner).toBeVisible();
    // The column that shows the spinner is the one the form fills: marked, it is found again after.
    await spinner.evaluate((element) => element.parentElement!.setAttribute('data-test-column', ''));
    const column = checkout.locator('[data-test-column]');
    const columnBefore = across(await placeOf(column));
    const summaryBefore = across(await placeOf(checkout.locator('div[aria-hidden="true"]:has([data-skeleton])').first()));

    releaseCart();
    await expect(column.getByRole('heading', { level: 2, name: 'Come vuoi procedere?' })).toBeVisible();
    expect(across(await placeOf(column))).toEqual(columnBefore);
    expect(across(await placeOf(checkout.getByRole('complementary', { name: 'Riepilogo ordine' }).locator('section')))).toEqual(summaryBefore);
  });
});
