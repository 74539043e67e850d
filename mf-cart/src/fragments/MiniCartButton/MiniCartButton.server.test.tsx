/** @jest-environment node */
import { cartLine, cartOf } from '@bottega/test-kit/fixtures';
import { dataOf, renderOnServer } from '@bottega/test-kit/server';
import { sessionExpiry } from '@bottega/test-kit/session';
import { queryKeys } from '../../app/queryKeys';
import fragment from '.';

describe('the mini-cart button as the server sends it', () => {
  it('shows how many pieces the guest cart holds, and hands that cart to the browser', async () => {
    const { html, state } = await renderOnServer(fragment, 'MiniCartButton', { cart: () => cartOf([cartLine({ quantity: 2 }), cartLine({ uid: '2' })]) });
    // A link to the cart page: a press before the code has loaded is never lost (docs/architecture.md §2.9).
    expect(html).toMatch(/<a aria-haspopup="dialog" aria-label="Carrello, 3 articoli"[^>]*href="\/it\/Cart"/);
    expect(html).toMatch(/data-badge="true">3<\/span>/);
    expect(dataOf(state, queryKeys.cart)).toMatchObject({ total_quantity: 3 });
  });

  it('counts the customer cart when the request carries a live session', async () => {
    const { html, calls } = await renderOnServer(
      fragment,
      'MiniCartButton',
      { customerCart: () => cartOf([cartLine({ quantity: 4 })]) },
      { cookies: { customer_expires: sessionExpiry() } },
    );
    expect(html).toContain('aria-label="Carrello, 4 articoli"');
    expect(calls()).toEqual(['customerCart']);
  });
});
