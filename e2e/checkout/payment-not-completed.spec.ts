import { test, expect, expectAccessible } from '../support/shop';
import { acceptTermsAndOrder, billSameAsShipping, cartQuantity, consentGiven, continueAsGuest, payWithCard, shipTo, sweaterInCart } from './checkout';

test.describe('a payment that does not go through keeps the cart', () => {
  test.beforeEach(async ({ context, baseURL, page }) => {
    await consentGiven(context, baseURL!);
    await sweaterInCart(page);
    await page.goto('/it/checkout/user-account');
    await continueAsGuest(page);
    await shipTo(page);
    await billSameAsShipping(page);
  });

  test('a declined card lands back on payment with the message; paying again with a good card completes the same order', async ({ page }) => {
    await payWithCard(page, '4539 9700 0000 0014');
    await expect(page).toHaveURL(/\/it\/checkout\/payment\?error=declined&order=\d+/);
    const declined = new URL(page.url()).searchParams.get('order')!;
    await expect(page.getByRole('alert')).toContainText('Il pagamento è stato rifiutato');
    await expect(page.getByRole('alert')).toContainText(`Ordine n. ${declined}`);
    await expectAccessible(page);
    expect(await cartQuantity(page)).toBe(1);

    await payWithCard(page, '4539 9700 0000 0006');
    await expect(page).toHaveURL(new RegExp(`/it/checkout/thank-you\\?order=${declined}$`));
  });

  test('a card without 3-D Secure lands back on payment saying the card type is not supported', async ({ page }) => {
    await payWithCard(page, '4539 9700 0000 0022');
    await expect(page).toHaveURL(/\/it\/checkout\/payment\?error=needs-3ds&order=\d+/);
    await expect(page.getByRole('alert')).toContainText('Tipo di carta non supportato: serve una carta abilitata al 3D Secure.');
    expect(await cartQuantity(page)).toBe(1);
    await expectAccessible(page);
  });

  test('cancelling on the payment page lands back on payment with the message', async ({ page }) => {
    await acceptTermsAndOrder(page);
    await expect(page).toHaveURL(/\/api\/payment\/xpay\/sandbox/);
    await page.getByRole('button', { name: 'Annulla e torna al negozio' }).click();
    await expect(page).toHaveURL(/\/it\/checkout\/payment\?error=cancelled&order=\d+/);
    await expect(page.getByRole('alert')).toContainText('Hai annullato il pagamento. Il carrello è stato conservato');
    expect(await cartQuantity(page)).toBe(1);
    await expectAccessible(page);
  });

  test('a double click on pay places one order, and coming back to pay again finds the same order', async ({ page }) => {
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/commerce/placeOrder')) keys.push(request.postDataJSON()[0].idempotencyKey);
    });
    await acceptTermsAndOrder(page, 'dblclick');
    await expect(page).toHaveURL(/\/api\/payment\/xpay\/sandbox/);
    const order = await page.getByText(/^Ordine \d+$/).textContent();
    expect(keys).toHaveLength(1);

    // Back from the provider (or a reload) and paying again: same key, same order.
    await page.goBack();
    await page.reload();
    await acceptTermsAndOrder(page);
    await expect(page).toHaveURL(/\/api\/payment\/xpay\/sandbox/);
    await expect(page.getByText(/^Ordine \d+$/)).toHaveText(order!);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
