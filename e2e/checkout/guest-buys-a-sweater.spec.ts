import { test, expect, expectAccessible, fragmentMounted } from '../support/shop';
import { billSameAsShipping, cartQuantity, consentGiven, continueAsGuest, payWithCard, shipTo, sweaterInCart } from './checkout';

test.describe('a guest buys a sweater', () => {
  test.beforeEach(async ({ context, baseURL }) => consentGiven(context, baseURL!));

  test('account as guest → shipping in Italy → billing same → card approved on the payment page → thank-you → cart empty', async ({ page }) => {
    const sweater = await sweaterInCart(page);
    await page.goto('/it/checkout/user-account');
    await fragmentMounted(page, 'mf_checkout/CheckoutPage');
    await expect(page.getByRole('navigation', { name: 'Passaggi del checkout' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Riepilogo ordine' }).getByText(sweater.name)).toBeVisible();
    await expectAccessible(page);

    // The spec's messages show before anything is sent.
    await page.getByRole('button', { name: 'Continua come ospite' }).click();
    await expect(page.getByText('Questo campo è obbligatorio')).toBeVisible();
    await continueAsGuest(page);
    // The new step's title takes the focus, so a keyboard user carries on from there.
    await expect(page.getByRole('heading', { level: 2, name: 'Indirizzo di spedizione' })).toBeFocused();
    await expectAccessible(page);

    await page.getByRole('textbox', { name: 'Telefono', exact: true }).fill('12');
    await page.getByRole('button', { name: 'Salva indirizzo' }).click();
    await expect(page.getByText('Numero di telefono non valido')).toBeVisible();
    await expectAccessible(page);
    await shipTo(page);
    await expectAccessible(page);

    await billSameAsShipping(page);
    await expect(page.getByText('giulia.bianchi@example.it')).toBeVisible();
    await expectAccessible(page);

    await payWithCard(page, '4539 9700 0000 0006');
    await expect(page).toHaveURL(/\/it\/checkout\/thank-you\?order=\d+/);
    await expect(page.getByRole('heading', { name: 'Grazie per il tuo ordine!' })).toBeVisible();
    const number = new URL(page.url()).searchParams.get('order')!;
    await expect(page.getByTestId('chk-order-number')).toHaveText(number);
    await expect(page.getByText(sweater.name)).toBeVisible();
    await expectAccessible(page);
    expect(await cartQuantity(page)).toBe(0);
    await page.goto('/it/Cart');
    await expect(page.getByText('Il tuo carrello è vuoto')).toBeVisible();
  });

  test('an empty cart at checkout goes back to the cart with a message', async ({ page }) => {
    await page.goto('/it/checkout/shipping');
    await expect(page).toHaveURL(/\/it\/Cart$/);
    await expect(page.getByText('Il tuo carrello è vuoto: aggiungi un prodotto per procedere al checkout.')).toBeVisible();
  });
});
