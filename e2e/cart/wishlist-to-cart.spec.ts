import { test, expect, api, reachFor } from '../support/shop';
import { consentGiven, jumperInPlenty, miniCart, simpleProductIn, wishlistButton, wishlistDrawer } from './shopper';

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

    // Its code has come: the heart opens the drawer rather than leading to the wishlist page.
    await reachFor(page, 'mf_cart/WishlistButton');
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

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('a jumper hearted without colour and size is chosen in the wishlist, then moved to the cart as that variant', async ({ page }) => {
      const { jumper, variant: chosen, valueOf } = await jumperInPlenty(page.request);

      await page.goto(`/it/p/${jumper.uid}`);
      await page.getByRole('button', { name: `Aggiungi ${jumper.name} alla lista dei desideri` }).tap();
      await expect(page.getByText('Aggiunto alla lista dei desideri')).toBeVisible();
      // A tap before the header's code has come follows the link to the wishlist page (never lost, see
      // header-links.spec.ts); this journey is the drawer's, so it waits for that code.
      await reachFor(page, 'mf_cart/WishlistButton');
      await wishlistButton(page).tap();
      const drawer = wishlistDrawer(page);
      const move = drawer.getByRole('button', { name: `Sposta nel carrello: ${jumper.name}` });
      await move.tap();
      await expect(drawer.getByRole('alert')).toHaveText('Scegli colore e taglia prima di spostarlo nel carrello');

      await drawer.getByRole('combobox', { name: `Colore di ${jumper.name}` }).selectOption(valueOf('color'));
      await drawer.getByRole('combobox', { name: `Taglia di ${jumper.name}` }).selectOption(valueOf('dimensione'));
      await move.tap();
      await expect(page.getByText(`${jumper.name} è stato aggiunto al carrello`)).toBeVisible();
      await expect(drawer.getByText('La tua lista dei desideri è vuota')).toBeVisible();
      const cart = await api<{ items: { quantity: number; product: { sku: string } }[] }>(page.request, 'commerce', 'cart', [null]);
      expect(cart.items.map((item) => [item.product.sku, item.quantity])).toEqual([[chosen.product.sku, 1]]);
    });
  });
});
