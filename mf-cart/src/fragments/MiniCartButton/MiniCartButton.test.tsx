import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { cartChanged } from '@bottega/browser-contract';
import { cartLine, cartOf } from '@bottega/test-kit/fixtures';
import { apiError, fakeApi, renderFragment } from '@bottega/test-kit/render';
import { sessionExpiry } from '@bottega/test-kit/session';
import { MiniCartButton } from './MiniCartButton';

afterEach(() => {
  document.cookie = 'customer_expires=; max-age=0; path=/';
});

describe('mini-cart button', () => {
  it('shows how many pieces are in the cart and opens the drawer through the bus', async () => {
    fakeApi({ cart: () => cartOf([cartLine({ quantity: 2 }), cartLine({ uid: '2' })]) });
    const { heard } = renderFragment(MiniCartButton);
    const button = await screen.findByRole('link', { name: 'Carrello, 3 articoli' });
    fireEvent.click(button);
    expect(heard('cart:open')).toEqual([{ v: 1 }]);
  });

  it('is a link to the cart page for a press before its code or a new tab, and opens the drawer instead on a plain click', async () => {
    fakeApi({ cart: () => cartOf([cartLine()]) });
    const { heard } = renderFragment(MiniCartButton);
    const link = (await screen.findByRole('link', { name: 'Carrello, 1 articolo' })) as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/it/Cart');
    // What the browser would do with each click once the page has seen it (jsdom cannot navigate: the test stops it there).
    const followed: boolean[] = [];
    document.addEventListener('click', (event) => {
      followed.push(!event.defaultPrevented);
      event.preventDefault();
    });
    fireEvent.click(link, { ctrlKey: true });
    expect(heard('cart:open')).toEqual([]);
    fireEvent.click(link);
    expect(heard('cart:open')).toEqual([{ v: 1 }]);
    expect(followed).toEqual([true, false]);
  });

  it('follows a change announced by another team', async () => {
    let cart = cartOf([]);
    fakeApi({ cart: () => cart });
    const { bus } = renderFragment(MiniCartButton);
    await screen.findByRole('link', { name: 'Carrello' });
    cart = cartOf([cartLine()]);
    act(() => bus.publish(cartChanged(1)));
    expect(await screen.findByRole('link', { name: 'Carrello, 1 articolo' })).toBeTruthy();
  });

  it('reads the cart again when another team says it changed without knowing the count (a login, an order)', async () => {
    let cart = cartOf([cartLine({ quantity: 2 })]);
    fakeApi({ cart: () => cart });
    const { bus } = renderFragment(MiniCartButton);
    await screen.findByRole('link', { name: 'Carrello, 2 articoli' });
    cart = cartOf([]);
    act(() => bus.publish(cartChanged()));
    expect(await screen.findByRole('link', { name: 'Carrello' })).toBeTruthy();
  });

  it('reads the customer cart when the shopper is logged in', async () => {
    document.cookie = `customer_expires=${sessionExpiry()}; path=/`;
    const calls = fakeApi({ customerCart: () => cartOf([cartLine({ quantity: 4 })]) });
    renderFragment(MiniCartButton);
    expect(await screen.findByRole('link', { name: 'Carrello, 4 articoli' })).toBeTruthy();
    expect(calls('customerCart')).toHaveLength(1);
  });

  it('falls back to the guest cart when the session has just expired', async () => {
    document.cookie = `customer_expires=${sessionExpiry()}; path=/`;
    const calls = fakeApi({
      customerCart: () => {
        throw apiError(401, 'Sessione scaduta');
      },
      cart: () => cartOf([cartLine()]),
    });
    renderFragment(MiniCartButton);
    await waitFor(() => expect(calls('cart')).toEqual([[null]]));
    expect(await screen.findByRole('link', { name: 'Carrello, 1 articolo' })).toBeTruthy();
  });
});
