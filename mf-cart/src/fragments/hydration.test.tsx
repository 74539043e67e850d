import { cartLine, cartOf } from '@bottega/tooling/testing/fixtures';
import { wishlistItem, wishlistOf } from '../testing/fixtures';
import { serveThenHydrate, unmountHydrated } from '../testing/server';
import cartPage from './CartPage';
import miniCartButton from './MiniCartButton';
import wishlistButton from './WishlistButton';

const shop = {
  cart: () => cartOf([cartLine({ quantity: 2 })]),
  wishlist: () => wishlistOf([wishlistItem()]),
};

afterEach(unmountHydrated);

describe('a cart fragment the server sent', () => {
  it('becomes the mini-cart button without asking for the cart again', async () => {
    const slot = await serveThenHydrate(miniCartButton, 'MiniCartButton', shop);
    expect(slot.querySelector('button')!.getAttribute('aria-label')).toBe('Carrello, 2 articoli');
  });

  it('becomes the wishlist button without asking for the count again', async () => {
    const slot = await serveThenHydrate(wishlistButton, 'WishlistButton', shop);
    expect(slot.querySelector('button')!.getAttribute('aria-label')).toBe('Lista dei desideri, 1 articolo');
  });

  it('becomes the cart page with its lines without asking for the cart again', async () => {
    const slot = await serveThenHydrate(cartPage, 'CartPage', shop);
    expect(slot.querySelector('input[aria-label="Quantità di Maglione in lana merino"]')!.getAttribute('value')).toBe('2');
  });
});
