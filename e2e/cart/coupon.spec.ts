import { test, expect } from '../support/shop';
import { cartWith, consentGiven, simpleProductIn } from './shopper';

test.describe('discount codes on the cart page', () => {
  test.beforeEach(async ({ context, baseURL }) => consentGiven(context, baseURL!));

  test('an unknown code is refused under the field; a valid one lowers the total and can be removed', async ({ page, request }) => {
    const product = await simpleProductIn(request);
    await page.goto('/it');
    await cartWith(page, product.sku);
    await page.goto('/it/Cart');
    const total = page.getByTestId('cart-grand-total');
    const before = await total.textContent();

    const code = page.getByRole('textbox', { name: 'Codice sconto' });
    await code.fill('NONESISTE');
    await page.getByRole('button', { name: 'Applica' }).first().click();
    await expect(page.getByText('Il codice sconto non è valido o non è più utilizzabile.')).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(total).toHaveText(before!);

    await code.fill('BENVENUTO10');
    await page.getByRole('button', { name: 'Applica' }).first().click();
    await expect(page.getByText('Sconto benvenuto 10%')).toBeVisible();
    await expect(total).not.toHaveText(before!);

    await page.getByRole('button', { name: 'Rimuovi il codice BENVENUTO10' }).click();
    await expect(page.getByText('Sconto benvenuto 10%')).toBeHidden();
    await expect(total).toHaveText(before!);
  });

  test('a gift card with no balance left cannot be applied', async ({ page, request }) => {
    const product = await simpleProductIn(request);
    await page.goto('/it');
    await cartWith(page, product.sku);
    await page.goto('/it/Cart');
    await page.getByRole('textbox', { name: 'Codice carta regalo' }).fill('REGALO-ESAURITA');
    await page.getByRole('button', { name: 'Applica' }).last().click();
    await expect(page.getByText('Impossibile applicare la carta regalo: il codice non è valido, è scaduto o il saldo è esaurito.')).toBeVisible();
  });
});
