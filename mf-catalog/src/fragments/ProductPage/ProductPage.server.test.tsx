/** @jest-environment node */
import { cartLine, cartOf } from '@bottega/tooling/testing/fixtures';
import { fakeApi } from '@bottega/tooling/testing/render';
import { queryKeys } from '../../app/queryKeys';
import { configurable, product } from '../../testing/fixtures';
import { dataOf, drawOnServer } from '../../testing/server';
import fragment from '.';

const draw = (productId: string) => drawOnServer(fragment, 'ProductPage', { params: { productId } });

describe('the product page as the server sends it', () => {
  it('shows name, brand, both prices, availability, options, description and breadcrumbs', async () => {
    fakeApi({ productDetail: () => configurable(), cart: () => cartOf([]) });
    const { html } = await draw('20001');
    expect(html).toMatch(/<h1[^>]*>Dolcevita in lana merino<\/h1>/);
    expect(html).toContain('>Lanificio Aurora<');
    expect(html).toContain('120,00\u00a0€');
    expect(html).toContain('90,00\u00a0€');
    expect(html).toContain('Sconto del 25%');
    expect(html).toContain('Disponibile');
    for (const option of ['Colore', 'Taglia', 'Grigio', 'Azzurro', '>S<', '>M<']) expect(html).toContain(option);
    expect(html).toContain('Un maglione caldo.');
    expect(html).toMatch(/<a href="\/it"[^>]*>Home<\/a>/);
    expect(html).toMatch(/<a href="\/it\/c\/uomo-maglioni"[^>]*>Maglioni<\/a>/);
  });

  it('hands the browser the product and the cart it was drawn from', async () => {
    fakeApi({ productDetail: () => product(), cart: () => cartOf([]) });
    const { state } = await draw('10001');
    expect(dataOf(state, queryKeys.product('10001'))).toMatchObject({ name: 'Maglione girocollo' });
    expect(dataOf(state, queryKeys.cart())).toMatchObject({ items: [] });
  });

  it('says the shopper already holds the last pieces when their cart does', async () => {
    fakeApi({ productDetail: () => product({ only_x_left_in_stock: 2 }), cart: () => cartOf([cartLine({ quantity: 2, product: { sku: 'BT10001' } })]) });
    const { html } = await draw('10001');
    expect(html).toContain('Hai già nel carrello tutti i pezzi disponibili');
  });

  it('writes a name holding </script> and a line separator as text', async () => {
    fakeApi({ productDetail: () => product({ name: 'Maglione </script><script>alert(1)</script>\u2028blu' }), cart: () => cartOf([]) });
    const { html } = await draw('10001');
    expect(html).toContain('Maglione &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;\u2028blu');
    expect(html).not.toMatch(/<\/?script/i);
  });
});
