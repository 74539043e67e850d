import { test, expect, expectAccessible } from '../support/shop';
import { consentGiven } from './checkout';

test.describe('a payment answer the shop cannot verify', () => {
  test.beforeEach(async ({ context, baseURL }) => consentGiven(context, baseURL!));

  test('a forged return lands on the checkout error page, which offers to pay again', async ({ page }) => {
    // The address the provider sends shoppers back to, with a result nobody signed: the shop's check refuses it.
    await page.goto('/it/checkout/thank-you?codTrans=100000001-1&esito=OK&importo=100&divisa=EUR&data=20261122&orario=101010&codAut=ABC123&mac=0000');
    await expect(page).toHaveURL(/\/it\/checkout-error\?reason=invalid-payment-response/);
    await expect(page.getByRole('heading', { name: 'Grazie per il tuo ordine!' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Esito del pagamento non verificabile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Torna al pagamento' })).toHaveAttribute('href', '/it/checkout/payment');
    await expectAccessible(page);
  });

  test('a pending payment asks the shopper not to pay again', async ({ page }) => {
    await page.goto('/it/checkout-error?reason=pending&order=100000001');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento in attesa di conferma' })).toBeVisible();
    await expect(page.getByText('Riferimento ordine: 100000001')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Torna al pagamento' })).toHaveCount(0);
    await expectAccessible(page);
  });
});
