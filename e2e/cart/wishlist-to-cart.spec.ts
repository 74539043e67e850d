import { test, expect } from '../support/shop';
import { consentGiven, miniCart, simpleProductIn, wishlistButton, wishlistDrawer } from './shopper';

test.describe('from the wishlist to the cart', () => {
  test.beforeEach(async ({ context, baseURL }) => consentGiven(context, baseURL!));

  test('heart on a card → wishlist drawer → move to cart', async ({ page, request }) => {
    const product = await simpleProductIn(request, 'donna-accessori');
    await page.goto('/it/c/donna-accessori');
    const card = page
      .locator('li, article')
      .filter({ has: page.getByRole('link', { name: product.name }) })
      .last();
    const heart = card.getByRole('button', { name: `Aggiungi ${product.name} alla lista dei desideri` });
    await heart.click();
    await expect(card.getByRole('button', { name: `Rimuovi ${product.name} dalla lista dei desideri` })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Aggiunto alla lista dei desideri')).toBeVisible();
    await expect(wishlistButton(page)).toHaveAccessibleName('Lista dei desideri, 1 articolo');

    await wishlistButton(page).click();
    const drawer = wishlistDrawer(page);
    await expect(drawer.getByText('(1 articolo)')).toBeVisible();
    await expect(drawer.getByRole('link', { name: product.name })).toHaveAttribute('href', `/it/p/${product.uid}`);

    await drawer.getByRole('button', { name: `Sposta nel carrello: ${product.name}` }).click();
    await expect(page.getByText(`${product.name} è stato aggiunto al carrello`)).toBeVisible();
    await expect(drawer.getByText('La tua lista dei desideri è vuota')).toBeVisible();
    await expect(miniCart(page)).toHaveAccessibleName('Carrello, 1 articolo');
    await expect(wishlistButton(page)).toHaveAccessibleName('Lista dei desideri');

    await drawer.getByRole('button', { name: 'Continua lo shopping' }).click();
    await expect(drawer).toBeHidden();
  });

  test('removing with the heart names the product', async ({ page, request }) => {
    const product = await simpleProductIn(request, 'donna-accessori');
    await page.goto(`/it/p/${product.uid}`);
    await page.getByRole('button', { name: `Aggiungi ${product.name} alla lista dei desideri` }).click();
    await expect(page.getByText('Aggiunto alla lista dei desideri')).toBeVisible();
    await page.getByRole('button', { name: `Rimuovi ${product.name} dalla lista dei desideri` }).click();
    await expect(page.getByText(`${product.name} è stato rimosso dalla lista dei desideri`)).toBeVisible();
    await expect(wishlistButton(page)).toHaveAccessibleName('Lista dei desideri');
  });
});
