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
    const button = await screen.findByRole('button', { name: 'Carrello, 3 articoli' });
    fireEvent.click(button);
    expect(heard('cart:open')).toEqual([{ v: 1 }]);
  });

  it('is a form to the cart page for a page without a script, and posts nothing with one', async () => {
    fakeApi({ cart: () => cartOf([cartLine()]) });
    const { heard } = renderFragment(MiniCartButton);
    const button = (await screen.findByRole('button', { name: 'Carrello, 1 articolo' })) as HTMLButtonElement;
    expect([button.type, button.form?.getAttribute('action'), button.form?.method]).toEqual(['submit', '/it/Cart', 'get']);
    const sent = jest.fn((event: Event) => event.preventDefault());
    button.form!.addEventListener('submit', sent);
    fireEvent.click(button);
    expect(sent).not.toHaveBeenCalled();
    expect(heard('cart:open')).toEqual([{ v: 1 }]);
  });

  it('follows a change announced by another team', async () => {
    let cart = cartOf([]);
    fakeApi({ cart: () => cart });
    const { bus } = renderFragment(MiniCartButton);
    await screen.findByRole('button', { name: 'Carrello' });
    cart = cartOf([cartLine()]);
    act(() => bus.publish(cartChanged(1)));
    expect(await screen.findByRole('button', { name: 'Carrello, 1 articolo' })).toBeTruthy();
  });

  it('reads the cart again when another team says it changed without knowing the count (a login, an order)', async () => {
    let cart = cartOf([cartLine({ quantity: 2 })]);
    fakeApi({ cart: () => cart });
    const { bus } = renderFragment(MiniCartButton);
    await screen.findByRole('button', { name: 'Carrello, 2 articoli' });
    cart = cartOf([]);
    act(() => bus.publish(cartChanged()));
    expect(await screen.findByRole('button', { name: 'Carrello' })).toBeTruthy();
  });

  it('reads the customer cart when the shopper is logged in', async () => {
    document.cookie = `customer_expires=${sessionExpiry()}; path=/`;
    const calls = fakeApi({ customerCart: () => cartOf([cartLine({ quantity: 4 })]) });
    renderFragment(MiniCartButton);
    expect(await screen.findByRole('button', { name: 'Carrello, 4 articoli' })).toBeTruthy();
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
    expect(await screen.findByRole('button', { name: 'Carrello, 1 articolo' })).toBeTruthy();
  });
});
