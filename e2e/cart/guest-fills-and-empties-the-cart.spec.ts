import { test, expect } from '../support/shop';
import { cartDrawer, consentGiven, miniCart, simpleProductIn } from './shopper';

test.describe('a guest fills the cart from a product page and empties it again', () => {
  test.beforeEach(async ({ context, baseURL }) => consentGiven(context, baseURL!));

  test('add → mini-cart count → drawer → change quantity → remove with confirmation → empty cart', async ({ page, request }) => {
    const product = await simpleProductIn(request);
    await page.goto(`/it/p/${product.uid}`);
    await expect(miniCart(page)).toHaveAccessibleName('Carrello');

    await page.getByRole('button', { name: /Aggiungi al carrello/ }).click();
    await expect(miniCart(page)).toHaveAccessibleName('Carrello, 1 articolo');

    // The product page opens the drawer after an add (a bus command from another team); Escape
    // closes it, and the header's button opens it again.
    const drawer = cartDrawer(page);
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await miniCart(page).click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: product.name })).toHaveAttribute('href', `/it/p/${product.uid}`);

    // Typed nonsense is explained and never sent.
    const quantity = drawer.getByRole('textbox', { name: `Quantità di ${product.name}` });
    await quantity.fill('due');
    await expect(drawer.getByText('Inserisci un numero intero')).toBeVisible();
    await quantity.fill('1');

    await drawer.getByRole('button', { name: `Aumenta la quantità di ${product.name}` }).click();
    await drawer.getByRole('button', { name: `Aumenta la quantità di ${product.name}` }).click();
    await expect(quantity).toHaveValue('3');
    await expect(miniCart(page)).toHaveAccessibleName('Carrello, 3 articoli');
    await expect(page.getByText('Quantità aggiornata')).toBeVisible();
    // The shell's toast sits over the drawer's top right and pauses while hovered: move away and let it go.
    await page.mouse.move(0, 0);
    await expect(page.getByText('Quantità aggiornata')).toBeHidden();

    await drawer.getByRole('button', { name: `Rimuovi ${product.name} dal carrello` }).click();
    const question = page.getByRole('dialog', { name: 'Sei sicuro di voler rimuovere questo articolo dal carrello?' });
    await question.getByRole('button', { name: 'Annulla' }).click();
    await expect(drawer.getByRole('link', { name: product.name })).toBeVisible();

    await drawer.getByRole('button', { name: `Rimuovi ${product.name} dal carrello` }).click();
    await question.getByRole('button', { name: 'Si', exact: true }).click();
    await expect(page.getByText(`${product.name} è stato rimosso dal carrello`)).toBeVisible();
    await expect(drawer.getByText('Il tuo carrello è vuoto')).toBeVisible();
    await expect(miniCart(page)).toHaveAccessibleName('Carrello');
    // The removed line held the focus; it moves to the drawer's first control, so Escape still works.
    await expect(drawer.getByRole('button', { name: 'Chiudi' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(miniCart(page)).toBeFocused();
  });

  test('two tabs agree on the count after a reload', async ({ page, context, request }) => {
    const product = await simpleProductIn(request);
    await page.goto(`/it/p/${product.uid}`);
    await page.getByRole('button', { name: /Aggiungi al carrello/ }).click();
    await expect(miniCart(page)).toHaveAccessibleName('Carrello, 1 articolo');

    const other = await context.newPage();
    await other.goto('/it/Cart');
    await expect(miniCart(other)).toHaveAccessibleName('Carrello, 1 articolo');
    // The quantity reaches the shop after its debounce (docs/product-rules.md §4: 1 s); the reloaded page is drawn by the server from what the shop holds.
    const saved = other.waitForResponse((response) => response.url().endsWith('/api/commerce/updateCartItemQuantity') && response.ok());
    await other.getByRole('button', { name: `Aumenta la quantità di ${product.name}` }).click();
    await expect(miniCart(other)).toHaveAccessibleName('Carrello, 2 articoli');
    await saved;

    await page.reload();
    await expect(miniCart(page)).toHaveAccessibleName('Carrello, 2 articoli');
  });

  test('a cart cookie for a cart that no longer exists gives a fresh, working cart', async ({ page, context, baseURL, request }) => {
    await context.addCookies([{ name: 'cart', value: 'carrello-scomparso-da-tempo', url: baseURL! }]);
    const product = await simpleProductIn(request);
    await page.goto('/it/Cart');
    await expect(page.getByText('Il tuo carrello è vuoto')).toBeVisible();
    await page.goto(`/it/p/${product.uid}`);
    await page.getByRole('button', { name: /Aggiungi al carrello/ }).click();
    await expect(miniCart(page)).toHaveAccessibleName('Carrello, 1 articolo');
  });
});
