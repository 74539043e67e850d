import { cartLine, cartOf } from '@bottega/test-kit/fixtures';
import { renderOnServer, hydrateOnPage } from '@bottega/test-kit/server';
import { GUEST_WISHLIST, wishlistItem, wishlistOf } from '../testing/fixtures';
import cartPage from './CartPage';
import miniCartButton from './MiniCartButton';
import wishlistButton from './WishlistButton';

const shop = {
  cart: () => cartOf([cartLine({ quantity: 2 })]),
  wishlist: () => wishlistOf([wishlistItem()]),
};

describe('a cart fragment the server sent', () => {
  // The shopper's own cart and wishlist are read once more on mount: another team may have changed
  // them between the server's render and the fragment's code arriving. The server's answer shows meanwhile.
  it("becomes the mini-cart button with the server's count, and reads the cart once more", async () => {
    const page = await hydrateOnPage(await renderOnServer(miniCartButton, 'MiniCartButton', shop));
    expect(page).toMatchObject({ kept: true, requests: ['cart'], errors: [] });
    expect(page.domElement.querySelector('a')!.getAttribute('aria-label')).toBe('Carrello, 2 articoli');
  });

  it("becomes the wishlist button with the server's count, and reads the count once more", async () => {
    const page = await hydrateOnPage(await renderOnServer(wishlistButton, 'WishlistButton', shop, { cookies: GUEST_WISHLIST }));
    expect(page).toMatchObject({ kept: true, requests: ['wishlist'], errors: [] });
    expect(page.domElement.querySelector('a')!.getAttribute('aria-label')).toBe('Lista dei desideri, 1 articolo');
  });

  it("becomes the cart page with the server's lines, and reads the cart once more", async () => {
    const page = await hydrateOnPage(await renderOnServer(cartPage, 'CartPage', shop));
    expect(page).toMatchObject({ kept: true, requests: ['cart'], errors: [] });
    expect(page.domElement.querySelector('input[aria-label="Quantità di Maglione in lana merino"]')!.getAttribute('value')).toBe('2');
  });
});
